/** Members with diary entries and the expert-comment calls, for the expert-comment server tests (not a test file itself). */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { expertCommentsApi } from '../../src/contract/expert-comments-api.ts';
import type { DiaryExpertComment } from '../../src/contract/expert-comments.ts';
import { coupons } from '../db/schema/coupons.ts';
import type { TestContext } from './harness.ts';
import { dataOf, memberKit, type Pair } from './members.ts';
import { bornChild } from './child-test-kit.ts';
import { diaryKit, entry } from './diary-test-kit.ts';

export type Writer = { tokens: Pair; id: number; childId: number };

export function expertCommentKit(context: () => TestContext) {
  const request: TestContext['request'] = (...args) => context().request(...args);
  const members = memberKit(context);
  const diary = diaryKit(context);
  let serial = 0;
  /** Korean nicknames only: two syllables per member. */
  const syllable = (n: number) => String.fromCharCode(0xac00 + ((n * 37) % 11172));

  return {
    ...members,

    /** A new member (with the welcome coupon of sign-up) and a child born 2026-03-01. */
    async writer(prefix = 'writer'): Promise<Writer> {
      serial++;
      const tokens = await members.join(`${prefix}${serial}`, `코${syllable(serial)}${syllable(serial + 100)}맘`);
      const childId = await members.addChild(tokens, bornChild('코멘트아기', '2026-03-01T03:00:00Z'));
      return { tokens, id: (await members.me(tokens)).id, childId };
    },

    /** A diary entry of the writer's child on `entryDate`: answers its id. */
    async entryOf(writer: Writer, entryDate: string, extra: Record<string, unknown> = {}): Promise<number> {
      return (await diary.write(writer.tokens, entry(writer.childId, entryDate, extra))).id;
    },

    /** Drops the member's coupons (the welcome one included) so a test starts from none. */
    async clearCoupons(memberId: number): Promise<void> {
      await context().db.delete(coupons).where(eq(coupons.memberId, memberId));
    },

    status: (tokens: Pair, diaryId: number | string) => request('GET', `/api/members/diaries/${diaryId}/expert-comment`, { tokens }),
    useCoupon: (tokens: Pair, diaryId: number | string, key?: string) =>
      request('POST', `/api/members/diaries/${diaryId}/expert-comment/coupon`, { tokens, ...(key ? { headers: { 'idempotency-key': key } } : {}) }),
    queue: (tokens: Pair) => request('GET', '/api/experts/expert-comments/queue', { tokens }),
    readAsExpert: (tokens: Pair, diaryId: number | string) => request('GET', `/api/experts/diaries/${diaryId}`, { tokens }),
    write: (tokens: Pair, diaryId: number | string, content: unknown) =>
      request('POST', `/api/experts/diaries/${diaryId}/expert-comment`, { tokens, body: { content } }),
    edit: (tokens: Pair, diaryId: number | string, content: unknown) =>
      request('PATCH', `/api/experts/diaries/${diaryId}/expert-comment`, { tokens, body: { content } }),
    remove: (tokens: Pair, diaryId: number | string) => request('DELETE', `/api/experts/diaries/${diaryId}/expert-comment`, { tokens }),

    /** Requests a comment with a coupon: expects 200 and answers the status. */
    async requested(tokens: Pair, diaryId: number): Promise<DiaryExpertComment> {
      const res = await request('POST', `/api/members/diaries/${diaryId}/expert-comment/coupon`, { tokens });
      expect(res.status, res.text).toBe(200);
      return dataOf(res, expertCommentsApi.requestExpertCommentWithCoupon.response);
    },
  };
}

export const failure = (status: number, message: string) => ({ status, json: { code: String(status), message } });
