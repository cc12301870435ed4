import { randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expertCommentsApi } from '../../../src/contract/expert-comments-api.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { diaries } from '../../db/schema/diaries.ts';
import { expertComments } from '../../db/schema/expert-comments.ts';
import { issueCoupon } from '../coupons/coupon-issue.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf } from '../../test/members.ts';
import { expertCommentKit, failure } from '../../test/expert-comment-test-kit.ts';

// 2026-11-22 12:00 KST.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = expertCommentKit(() => t);

const t = testApp({ clock, demo: true });
beforeAll(async () => {});

const usedCoupons = async (memberId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(coupons)
      .where(and(eq(coupons.memberId, memberId), isNotNull(coupons.usedAt)))
  )[0]?.n;
const requestsOf = async (diaryId: number) => (await t.db.select({ n: count() }).from(expertComments).where(eq(expertComments.diaryId, diaryId)))[0]?.n;
const give = (memberId: number, name: string, lastDay = '2026-12-31') => issueCoupon(t.db, memberId, { name, lastDay, now: clock.now() });

describe('GET /api/members/diaries/:id/expert-comment (decision 0027)', () => {
  it('answers NONE for an entry nobody asked a comment for', async () => {
    const mom = await k.writer();
    const diaryId = await k.entryOf(mom, '2026-11-20');
    expect(dataOf(await k.status(mom.tokens, diaryId), expertCommentsApi.diaryExpertComment.response)).toEqual({
      diaryId,
      status: 'NONE',
      via: null,
      requestedAt: null,
      comment: null,
    });
  });

  it('answers NoSuchDiaryException for another member\u2019s entry (SPEC §8)', async () => {
    const mom = await k.writer();
    const stranger = await k.writer();
    const diaryId = await k.entryOf(mom, '2026-11-20');
    expect(await k.status(stranger.tokens, diaryId)).toMatchObject(failure(404, 'NoSuchDiaryException'));
    expect(await k.status(mom.tokens, 999_999)).toMatchObject(failure(404, 'NoSuchDiaryException'));
  });

  it('is for members only (SPEC §6): experts and admins get 403, no tokens 401', async () => {
    const mom = await k.writer();
    const diaryId = await k.entryOf(mom, '2026-11-20');
    for (const role of ['expert', 'admin']) {
      const tokens = await k.signIn(role);
      expect(await k.status(tokens, diaryId)).toMatchObject(failure(403, 'IllegalUserRoleException'));
      expect(await k.useCoupon(tokens, diaryId)).toMatchObject(failure(403, 'IllegalUserRoleException'));
    }
    expect((await t.request('GET', `/api/members/diaries/${diaryId}/expert-comment`)).status).toBe(401);
  });
});

describe('POST /api/members/diaries/:id/expert-comment/coupon (decision 0027)', () => {
  it('spends the welcome coupon of sign-up on the entry and answers REQUESTED via COUPON', async () => {
    const mom = await k.writer();
    const diaryId = await k.entryOf(mom, '2026-11-20');
    const answer = await k.requested(mom.tokens, diaryId);
    expect(answer).toEqual({ diaryId, status: 'REQUESTED', via: 'COUPON', requestedAt: clock.now().toISOString(), comment: null });
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.memberId, mom.id));
    expect(coupon).toMatchObject({ name: '가입 축하 전문가 코멘트 쿠폰', usedAt: clock.now(), usedForDiaryId: diaryId });
    expect(dataOf(await k.status(mom.tokens, diaryId), expertCommentsApi.diaryExpertComment.response)).toEqual(answer);
  });

  it('spends the coupon that expires first', async () => {
    const mom = await k.writer();
    const late = await give(mom.id, '늦게 끝나는 쿠폰', '2027-06-30');
    const soon = await give(mom.id, '곧 끝나는 쿠폰', '2026-11-25');
    await k.requested(mom.tokens, await k.entryOf(mom, '2026-11-20'));
    const used = await t.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.memberId, mom.id), isNotNull(coupons.usedAt)));
    expect(used.map((c) => c.id)).toEqual([soon.id]);
    expect(late.usedAt).toBeNull();
  });

  it('answers ExpertCommentAlreadyRequestedException for an entry already asked for, without spending another coupon (SPEC §8)', async () => {
    const mom = await k.writer();
    await give(mom.id, '두 번째 쿠폰');
    const diaryId = await k.entryOf(mom, '2026-11-20');
    await k.requested(mom.tokens, diaryId);
    expect(await k.useCoupon(mom.tokens, diaryId)).toMatchObject(failure(409, 'ExpertCommentAlreadyRequestedException'));
    expect(await usedCoupons(mom.id)).toBe(1);
    expect(await requestsOf(diaryId)).toBe(1);
  });

  it('answers AvailableCouponNotFoundException with no coupon, a used one or an expired one, and asks nothing (SPEC §8)', async () => {
    const mom = await k.writer();
    await k.clearCoupons(mom.id);
    const diaryId = await k.entryOf(mom, '2026-11-20');
    expect(await k.useCoupon(mom.tokens, diaryId)).toMatchObject(failure(422, 'AvailableCouponNotFoundException'));
    // Usable through 11-21 in Korea: expired at 2026-11-22 00:00 KST, before the clock's noon.
    await give(mom.id, '어제 끝난 쿠폰', '2026-11-21');
    const spent = await give(mom.id, '이미 쓴 쿠폰');
    await t.db.update(coupons).set({ usedAt: clock.now() }).where(eq(coupons.id, spent.id));
    expect(await k.useCoupon(mom.tokens, diaryId)).toMatchObject(failure(422, 'AvailableCouponNotFoundException'));
    expect(await requestsOf(diaryId)).toBe(0);
  });

  it('answers NoSuchDiaryException for another member\u2019s entry and leaves the caller\u2019s coupon unused', async () => {
    const mom = await k.writer();
    const stranger = await k.writer();
    const diaryId = await k.entryOf(mom, '2026-11-20');
    expect(await k.useCoupon(stranger.tokens, diaryId)).toMatchObject(failure(404, 'NoSuchDiaryException'));
    expect(await usedCoupons(stranger.id)).toBe(0);
    expect(await requestsOf(diaryId)).toBe(0);
  });

  it('race: two entries asked at once with one coupon — one wins, the other answers AvailableCouponNotFoundException', async () => {
    const mom = await k.writer();
    const first = await k.entryOf(mom, '2026-11-20');
    const second = await k.entryOf(mom, '2026-11-21');
    const answers = await Promise.all([k.useCoupon(mom.tokens, first), k.useCoupon(mom.tokens, second)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.status === 422)?.json).toEqual({ code: '422', message: 'AvailableCouponNotFoundException' });
    expect(await usedCoupons(mom.id)).toBe(1);
    expect(((await requestsOf(first)) ?? 0) + ((await requestsOf(second)) ?? 0)).toBe(1);
  });

  it('race: one entry asked twice at once with two coupons — one request, one coupon spent', async () => {
    const mom = await k.writer();
    await give(mom.id, '두 번째 쿠폰');
    const diaryId = await k.entryOf(mom, '2026-11-20');
    const answers = await Promise.all([k.useCoupon(mom.tokens, diaryId), k.useCoupon(mom.tokens, diaryId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.json).toEqual({ code: '409', message: 'ExpertCommentAlreadyRequestedException' });
    expect(await usedCoupons(mom.id)).toBe(1);
    expect(await requestsOf(diaryId)).toBe(1);
  });

  it('answers a replay with the same Idempotency-Key as the first time (ARCHITECTURE §5)', async () => {
    const mom = await k.writer();
    await give(mom.id, '두 번째 쿠폰');
    const diaryId = await k.entryOf(mom, '2026-11-20');
    const key = randomUUID();
    const first = await k.useCoupon(mom.tokens, diaryId, key);
    const again = await k.useCoupon(mom.tokens, diaryId, key);
    expect(first.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await usedCoupons(mom.id)).toBe(1);
  });

  it('answers a bad id with 400, never a 500', async () => {
    const mom = await k.writer();
    expect(await k.useCoupon(mom.tokens, 'abc')).toMatchObject(failure(400, 'BadRequest'));
    expect(await k.status(mom.tokens, '1.5')).toMatchObject(failure(400, 'BadRequest'));
  });
});

describe('demo data (server/seed/demo-expert-comments.ts)', () => {
  it('새싹맘 reads the expert\u2019s answer on her vaccination day; her baby-food question waits in the expert\u2019s queue', async () => {
    const friend = await k.signIn('friend');
    const [vaccination, babyFood] = await Promise.all(
      ['예방접종 다녀온 날', '이유식 거부 사흘째'].map(
        async (title) => (await t.db.select({ id: diaries.id }).from(diaries).where(eq(diaries.title, title)))[0]?.id ?? 0,
      ),
    );
    const answer = dataOf(await k.status(friend, vaccination ?? 0), expertCommentsApi.diaryExpertComment.response);
    expect(answer).toMatchObject({ status: 'WRITTEN', via: 'COUPON', comment: { expertNickname: '육아전문가' } });
    const queue = dataOf(await k.queue(await k.signIn('expert')), expertCommentsApi.expertCommentQueue.response);
    expect(queue.items.map((i) => i.diaryId)).toContain(babyFood);
    expect(queue.items.map((i) => i.diaryId)).not.toContain(vaccination);
  });
});
