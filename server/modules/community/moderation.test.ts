import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockListData, CommentListData, CommunityComment, FeedData, REPORT_RESTRICT_THRESHOLD, ReportData } from '../../../src/contract/community-api.ts';
import { users } from '../../db/schema/users.ts';
import { seedDemo } from '../../db/seed/demo.ts';
import { startTestApp, testClock, type TestContext } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { insertEntry } from './community-test-kit.ts';

const clock = testClock(new Date('2026-11-22T03:00:00Z'));
let t: TestContext;
const { join, me, addChild, signIn } = memberKit(() => t);

type Member = { tokens: Pair; id: number };
let writer: Member & { childId: number };
let reader: Member;
let adminId: number;
let entry: number;

const reportOf = (tokens: Pair, body: unknown) => t.request('POST', '/api/members/community/reports', { tokens, body });
const blockOf = (tokens: Pair, memberId: number | string) => t.request('PUT', `/api/members/community/blocks/${memberId}`, { tokens });
const unblockOf = (tokens: Pair, memberId: number | string) => t.request('DELETE', `/api/members/community/blocks/${memberId}`, { tokens });
const feedIds = async (tokens: Pair) => dataOf(await t.request('GET', '/api/members/community/shared-diaries', { tokens }), FeedData).diaries.map((d) => d.id);
const warnings = async (id: number) => (await t.db.select({ n: users.warningCount, status: users.status }).from(users).where(eq(users.id, id)))[0];

async function member(userId: string, nickname: string): Promise<Member> {
  const tokens = await join(userId, nickname);
  return { tokens, id: (await me(tokens)).id };
}

beforeAll(async () => {
  t = await startTestApp({ clock });
  await seedDemo(t.db, clock.now());
  const w = await member('writer', '글쓴맘');
  writer = { ...w, childId: await addChild(w.tokens, { nickname: '아기', sex: 'MALE', born: true, birthDateTime: '2026-01-01T00:00:00Z', height: null, weight: null }) };
  reader = await member('reader', '읽는맘');
  adminId = (await me(await signIn('admin'))).id;
  entry = await insertEntry(t.db, { memberId: writer.id, childId: writer.childId, entryDate: '2026-11-20' });
});
afterAll(() => t.close());

describe('reports', () => {
  it('reports an entry, a comment and a member once each; a repeat answers the first report without a new warning', async () => {
    const comment = dataOf(await t.request('POST', `/api/members/community/shared-diary/${entry}/comments`, { tokens: writer.tokens, body: { content: '광고 링크' } }), CommunityComment);
    const before = (await warnings(writer.id))?.n ?? 0;
    const first = dataOf(await reportOf(reader.tokens, { targetKind: 'DIARY', targetId: entry, reason: 'SPAM' }), ReportData);
    expect(first.alreadyReported).toBe(false);
    const again = dataOf(await reportOf(reader.tokens, { targetKind: 'DIARY', targetId: entry, reason: 'ABUSE', detail: '다시' }), ReportData);
    expect(again).toEqual({ reportId: first.reportId, alreadyReported: true });
    expect(dataOf(await reportOf(reader.tokens, { targetKind: 'COMMENT', targetId: comment.id, reason: 'OTHER', detail: ' 광고입니다 ' }), ReportData).alreadyReported).toBe(false);
    expect(dataOf(await reportOf(reader.tokens, { targetKind: 'MEMBER', targetId: writer.id, reason: 'ABUSE' }), ReportData).alreadyReported).toBe(false);
    expect(await warnings(writer.id)).toEqual({ n: before + 3, status: 'ACTIVE' });
  });

  it('refuses reporting oneself (400), an admin (IllegalUserRoleException) and missing targets (404)', async () => {
    expect(await reportOf(writer.tokens, { targetKind: 'DIARY', targetId: entry, reason: 'SPAM' })).toMatchObject({ status: 400, json: { message: 'BadRequest' } });
    expect(await reportOf(writer.tokens, { targetKind: 'MEMBER', targetId: writer.id, reason: 'SPAM' })).toMatchObject({ status: 400 });
    expect(await reportOf(reader.tokens, { targetKind: 'MEMBER', targetId: adminId, reason: 'SPAM' })).toMatchObject({ status: 403, json: { code: '403', message: 'IllegalUserRoleException' } });
    expect(await reportOf(reader.tokens, { targetKind: 'MEMBER', targetId: 999999, reason: 'SPAM' })).toMatchObject({ status: 404, json: { message: 'NoSuchMemberException' } });
    expect(await reportOf(reader.tokens, { targetKind: 'COMMENT', targetId: 999999, reason: 'SPAM' })).toMatchObject({ status: 404, json: { message: 'NoSuchCommentException' } });
    expect(await reportOf(reader.tokens, { targetKind: 'DIARY', targetId: 999999, reason: 'SPAM' })).toMatchObject({ status: 404, json: { message: 'NoSuchDiaryException' } });
    const hidden = await insertEntry(t.db, { memberId: writer.id, childId: writer.childId, entryDate: '2026-11-01', sharedAt: null });
    expect(await reportOf(reader.tokens, { targetKind: 'DIARY', targetId: hidden, reason: 'SPAM' })).toMatchObject({ status: 404, json: { message: 'NoSuchDiaryException' } });
  });

  it('lets no admin report', async () => {
    const admin = await signIn('admin');
    expect(await reportOf(admin, { targetKind: 'MEMBER', targetId: writer.id, reason: 'SPAM' })).toMatchObject({ status: 403, json: { message: 'IllegalUserRoleException' } });
  });

  it('refuses malformed reports with 400', async () => {
    for (const body of [{}, { targetKind: 'USER', targetId: 1, reason: 'SPAM' }, { targetKind: 'MEMBER', targetId: 1, reason: 'BORED' }, { targetKind: 'MEMBER', targetId: -1, reason: 'SPAM' }, { targetKind: 'MEMBER', targetId: writer.id, reason: 'OTHER', detail: 'x'.repeat(301) }]) {
      expect(await reportOf(reader.tokens, body)).toMatchObject({ status: 400, json: { code: '400', message: 'BadRequest' } });
    }
  });

  it(`restricts a member at ${REPORT_RESTRICT_THRESHOLD} warnings: their calls answer 032 and their entries leave the feed`, async () => {
    const target = await member('target', '대상맘');
    const targetChild = await addChild(target.tokens, { nickname: '아이', sex: 'FEMALE', born: true, birthDateTime: '2026-01-01T00:00:00Z', height: null, weight: null });
    const theirs = await insertEntry(t.db, { memberId: target.id, childId: targetChild, entryDate: '2026-11-20' });
    for (let i = 1; i <= REPORT_RESTRICT_THRESHOLD; i++) {
      const reporter = await member(`reporter${i}`, `신고자${'가나다라마바사'[i] ?? '아'}`);
      expect((await reportOf(reporter.tokens, { targetKind: 'MEMBER', targetId: target.id, reason: 'ABUSE' })).status).toBe(200);
      const state = await warnings(target.id);
      expect(state).toEqual({ n: i, status: i >= REPORT_RESTRICT_THRESHOLD ? 'RESTRICTED' : 'ACTIVE' });
      if (i === REPORT_RESTRICT_THRESHOLD - 1) expect((await t.request('GET', '/api/users/me', { tokens: target.tokens })).status).toBe(200);
    }
    expect(await t.request('GET', '/api/members/community/shared-diaries', { tokens: target.tokens })).toMatchObject({ status: 403, json: { code: '032', message: 'BlockedUser' } });
    expect(await feedIds(reader.tokens)).not.toContain(theirs);
  });
});

describe('reports at the same time', () => {
  it('counts every one of concurrent reports and repeats once (unique key, one UPDATE each)', async () => {
    const target = await member('racer', '경주맘');
    const reporters = await Promise.all([1, 2, 3].map((i) => member(`racereporter${i}`, `경주신고${'가나다'[i - 1] ?? '라'}`)));
    const body = { targetKind: 'MEMBER', targetId: target.id, reason: 'SPAM' };
    const answers = await Promise.all([...reporters, ...reporters].map((r) => reportOf(r.tokens, body)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.map((a) => dataOf(a, ReportData).alreadyReported).filter((x) => !x)).toHaveLength(3);
    expect(await warnings(target.id)).toEqual({ n: 3, status: 'ACTIVE' });
  });
});

describe('blocks', () => {
  it('hides the blocked member\u2019s entries and comments from the blocker only, and unblocking brings them back', async () => {
    const third = await member('third', '셋째맘');
    const theirComment = dataOf(await t.request('POST', `/api/members/community/shared-diary/${entry}/comments`, { tokens: third.tokens, body: { content: '셋째 댓글' } }), CommunityComment);
    const readerEntry = await insertEntry(t.db, { memberId: writer.id, childId: writer.childId, entryDate: '2026-11-19' });
    expect(await feedIds(reader.tokens)).toEqual(expect.arrayContaining([entry, readerEntry]));

    expect((await blockOf(reader.tokens, writer.id)).status).toBe(200);
    expect((await blockOf(reader.tokens, writer.id)).status).toBe(200);
    expect(await blockOf(reader.tokens, third.id)).toMatchObject({ status: 200 });
    const listed = dataOf(await t.request('GET', '/api/members/community/blocks', { tokens: reader.tokens }), BlockListData).blocks;
    expect(listed.map((b) => b.nickname).sort()).toEqual(['글쓴맘', '셋째맘']);

    expect(await feedIds(reader.tokens)).not.toContain(entry);
    expect(await t.request('GET', `/api/members/community/shared-diary/${entry}`, { tokens: reader.tokens })).toMatchObject({ status: 404, json: { message: 'NoSuchDiaryException' } });
    expect(await t.request('GET', `/api/members/community/shared-diary/${entry}/comments`, { tokens: reader.tokens })).toMatchObject({ status: 404 });
    // Others still see everything.
    expect(await feedIds(third.tokens)).toContain(entry);

    // The writer sees comments on their entry, except of members they blocked.
    await blockOf(writer.tokens, third.id);
    const onEntry = dataOf(await t.request('GET', `/api/members/community/shared-diary/${entry}/comments`, { tokens: writer.tokens }), CommentListData).comments;
    expect(onEntry.some((c) => c.id === theirComment.id)).toBe(false);

    expect((await unblockOf(reader.tokens, writer.id)).status).toBe(200);
    expect((await unblockOf(reader.tokens, writer.id)).status).toBe(200);
    expect(await feedIds(reader.tokens)).toContain(entry);
  });

  it('refuses blocking oneself, an admin or nobody, and malformed ids', async () => {
    expect(await blockOf(reader.tokens, reader.id)).toMatchObject({ status: 400 });
    expect(await blockOf(reader.tokens, adminId)).toMatchObject({ status: 403, json: { message: 'IllegalUserRoleException' } });
    expect(await blockOf(reader.tokens, 999999)).toMatchObject({ status: 404, json: { message: 'NoSuchMemberException' } });
    expect(await blockOf(reader.tokens, 'abc')).toMatchObject({ status: 400 });
  });
});
