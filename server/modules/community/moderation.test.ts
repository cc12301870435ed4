import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BlockListData, CommentListData, CommunityComment, FeedData, ReportData } from '../../../src/contract/community-api.ts';
import { REPORT_HIDE_THRESHOLD, REPORTS_PER_DAY } from '../../../src/contract/limits.ts';
import { ReviewListData } from '../../../src/contract/moderation-api.ts';
import { users } from '../../db/schema/users.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { insertEntry } from '../../test/community-test-kit.ts';

const clock = testClock(new Date('2026-11-22T03:00:00Z'));
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
const reviewIds = async (all = false) =>
  dataOf(await t.request('GET', `/api/admin/moderation/members${all ? '?all=true' : ''}`, { tokens: await signIn('admin') }), ReviewListData).members.map(
    (m) => m.id,
  );

async function member(userId: string, nickname: string): Promise<Member> {
  const tokens = await join(userId, nickname);
  return { tokens, id: (await me(tokens)).id };
}

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  const w = await member('writer', '글쓴맘');
  writer = {
    ...w,
    childId: await addChild(w.tokens, { nickname: '아기', sex: 'MALE', born: true, birthDateTime: '2026-01-01T00:00:00Z', height: null, weight: null }),
  };
  reader = await member('reader', '읽는맘');
  adminId = (await me(await signIn('admin'))).id;
  entry = await insertEntry(t.db, { memberId: writer.id, childId: writer.childId, entryDate: '2026-11-20' });
});

describe('reports', () => {
  it('reports an entry, a comment and a member once each; a repeat answers the first report; no report warns (decision 0030)', async () => {
    const comment = dataOf(
      await t.request('POST', `/api/members/community/shared-diary/${entry}/comments`, { tokens: writer.tokens, body: { content: '광고 링크' } }),
      CommunityComment,
    );
    const before = (await warnings(writer.id))?.n ?? 0;
    const first = dataOf(await reportOf(reader.tokens, { targetKind: 'DIARY', targetId: entry, reason: 'SPAM' }), ReportData);
    expect(first.alreadyReported).toBe(false);
    const again = dataOf(await reportOf(reader.tokens, { targetKind: 'DIARY', targetId: entry, reason: 'ABUSE', detail: '다시' }), ReportData);
    expect(again).toEqual({ reportId: first.reportId, alreadyReported: true });
    expect(
      dataOf(await reportOf(reader.tokens, { targetKind: 'COMMENT', targetId: comment.id, reason: 'OTHER', detail: ' 광고입니다 ' }), ReportData)
        .alreadyReported,
    ).toBe(false);
    expect(dataOf(await reportOf(reader.tokens, { targetKind: 'MEMBER', targetId: writer.id, reason: 'ABUSE' }), ReportData).alreadyReported).toBe(false);
    expect(await warnings(writer.id)).toEqual({ n: before, status: 'ACTIVE' });
  });

  it('refuses reporting oneself (400), an admin (IllegalUserRoleException) and missing targets (404)', async () => {
    expect(await reportOf(writer.tokens, { targetKind: 'DIARY', targetId: entry, reason: 'SPAM' })).toMatchObject({
      status: 400,
      json: { message: 'BadRequest' },
    });
    expect(await reportOf(writer.tokens, { targetKind: 'MEMBER', targetId: writer.id, reason: 'SPAM' })).toMatchObject({ status: 400 });
    expect(await reportOf(reader.tokens, { targetKind: 'MEMBER', targetId: adminId, reason: 'SPAM' })).toMatchObject({
      status: 403,
      json: { code: '403', message: 'IllegalUserRoleException' },
    });
    expect(await reportOf(reader.tokens, { targetKind: 'MEMBER', targetId: 999999, reason: 'SPAM' })).toMatchObject({
      status: 404,
      json: { message: 'NoSuchMemberException' },
    });
    expect(await reportOf(reader.tokens, { targetKind: 'COMMENT', targetId: 999999, reason: 'SPAM' })).toMatchObject({
      status: 404,
      json: { message: 'NoSuchCommentException' },
    });
    expect(await reportOf(reader.tokens, { targetKind: 'DIARY', targetId: 999999, reason: 'SPAM' })).toMatchObject({
      status: 404,
      json: { message: 'NoSuchDiaryException' },
    });
    const hidden = await insertEntry(t.db, { memberId: writer.id, childId: writer.childId, entryDate: '2026-11-01', sharedAt: null });
    expect(await reportOf(reader.tokens, { targetKind: 'DIARY', targetId: hidden, reason: 'SPAM' })).toMatchObject({
      status: 404,
      json: { message: 'NoSuchDiaryException' },
    });
  });

  it('lets no admin report', async () => {
    const admin = await signIn('admin');
    expect(await reportOf(admin, { targetKind: 'MEMBER', targetId: writer.id, reason: 'SPAM' })).toMatchObject({
      status: 403,
      json: { message: 'IllegalUserRoleException' },
    });
  });

  it('refuses malformed reports with 400', async () => {
    for (const body of [
      {},
      { targetKind: 'USER', targetId: 1, reason: 'SPAM' },
      { targetKind: 'MEMBER', targetId: 1, reason: 'BORED' },
      { targetKind: 'MEMBER', targetId: -1, reason: 'SPAM' },
      { targetKind: 'MEMBER', targetId: writer.id, reason: 'OTHER', detail: 'x'.repeat(301) },
    ]) {
      expect(await reportOf(reader.tokens, body)).toMatchObject({ status: 400, json: { code: '400', message: 'BadRequest' } });
    }
  });

  it('never restricts, warns or hides anything for one reporter, however many of a member\u2019s targets they report', async () => {
    const victim = await member('victim', '피해맘');
    const child = await addChild(victim.tokens, {
      nickname: '아이',
      sex: 'FEMALE',
      born: true,
      birthDateTime: '2026-01-01T00:00:00Z',
      height: null,
      weight: null,
    });
    const accuser = await member('accuser', '고발맘');
    const entries = await Promise.all(
      ['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15'].map((entryDate) =>
        insertEntry(t.db, { memberId: victim.id, childId: child, entryDate }),
      ),
    );
    for (const id of entries)
      expect(dataOf(await reportOf(accuser.tokens, { targetKind: 'DIARY', targetId: id, reason: 'ABUSE' }), ReportData).alreadyReported).toBe(false);
    for (let i = 0; i < 3; i++)
      expect(dataOf(await reportOf(accuser.tokens, { targetKind: 'MEMBER', targetId: victim.id, reason: 'ABUSE' }), ReportData).alreadyReported).toBe(i > 0);
    expect(await warnings(victim.id)).toEqual({ n: 0, status: 'ACTIVE' });
    expect((await t.request('GET', '/api/users/me', { tokens: victim.tokens })).status).toBe(200);
    expect(await feedIds(reader.tokens)).toEqual(expect.arrayContaining(entries));
    expect(await reviewIds()).not.toContain(victim.id);
    expect(await reviewIds(true)).toContain(victim.id);
  });

  it(`hides an entry reported by ${REPORT_HIDE_THRESHOLD} distinct members from everybody but its author and puts the author on the review list`, async () => {
    const target = await member('target', '대상맘');
    const targetChild = await addChild(target.tokens, {
      nickname: '아이',
      sex: 'FEMALE',
      born: true,
      birthDateTime: '2026-01-01T00:00:00Z',
      height: null,
      weight: null,
    });
    const theirs = await insertEntry(t.db, { memberId: target.id, childId: targetChild, entryDate: '2026-11-20' });
    for (let i = 1; i <= REPORT_HIDE_THRESHOLD; i++) {
      const reporter = await member(`reporter${i}`, `신고자${'가나다라마바사'[i] ?? '아'}`);
      expect((await reportOf(reporter.tokens, { targetKind: 'DIARY', targetId: theirs, reason: 'ABUSE' })).status).toBe(200);
      expect(await feedIds(reader.tokens), `after ${i} reporters`).toEqual(
        i < REPORT_HIDE_THRESHOLD ? expect.arrayContaining([theirs]) : expect.not.arrayContaining([theirs]),
      );
    }
    expect(await t.request('GET', `/api/members/community/shared-diary/${theirs}`, { tokens: reader.tokens })).toMatchObject({
      status: 404,
      json: { message: 'NoSuchDiaryException' },
    });
    // The author still sees it, and is not restricted: only an admin restricts (SPEC §4).
    expect(await feedIds(target.tokens)).toContain(theirs);
    expect((await t.request('GET', `/api/members/community/shared-diary/${theirs}`, { tokens: target.tokens })).status).toBe(200);
    expect(await warnings(target.id)).toEqual({ n: 0, status: 'ACTIVE' });
    expect(await reviewIds()).toContain(target.id);
  });

  it(`hides a comment reported by ${REPORT_HIDE_THRESHOLD} distinct members from everybody but its author`, async () => {
    const author = await member('commenter', '댓글맘');
    const comment = dataOf(
      await t.request('POST', `/api/members/community/shared-diary/${entry}/comments`, { tokens: author.tokens, body: { content: '나쁜 댓글' } }),
      CommunityComment,
    );
    const ids = async (tokens: Pair) =>
      dataOf(await t.request('GET', `/api/members/community/shared-diary/${entry}/comments`, { tokens }), CommentListData).comments.map((c) => c.id);
    for (let i = 1; i <= REPORT_HIDE_THRESHOLD; i++) {
      const reporter = await member(`creporter${i}`, `댓글신고${'가나다라마바사'[i] ?? '아'}`);
      expect((await reportOf(reporter.tokens, { targetKind: 'COMMENT', targetId: comment.id, reason: 'SPAM' })).status).toBe(200);
    }
    expect(await ids(reader.tokens)).not.toContain(comment.id);
    expect(await ids(author.tokens)).toContain(comment.id);
  });

  it(`caps new reports at ${REPORTS_PER_DAY} per reporter in 24 hours with ReportLimitExceededException; repeats still answer`, async () => {
    const busy = await member('busy', '바쁜맘');
    const entries: number[] = [];
    for (let day = 1; day <= REPORTS_PER_DAY + 1; day++)
      entries.push(
        await insertEntry(t.db, {
          memberId: writer.id,
          childId: writer.childId,
          entryDate: `2025-12-${String(day).padStart(2, '0')}`,
          sharedAt: new Date('2020-01-01T00:00:00Z'),
        }),
      );
    for (const id of entries.slice(0, REPORTS_PER_DAY))
      expect((await reportOf(busy.tokens, { targetKind: 'DIARY', targetId: id, reason: 'SPAM' })).status).toBe(200);
    const last = entries.at(-1) ?? 0;
    expect(await reportOf(busy.tokens, { targetKind: 'DIARY', targetId: last, reason: 'SPAM' })).toMatchObject({
      status: 429,
      json: { code: '429', message: 'ReportLimitExceededException' },
    });
    expect(dataOf(await reportOf(busy.tokens, { targetKind: 'DIARY', targetId: entries[0], reason: 'SPAM' }), ReportData).alreadyReported).toBe(true);
    clock.advance(24 * 60 * 60 * 1000 + 1);
    expect(dataOf(await reportOf(busy.tokens, { targetKind: 'DIARY', targetId: last, reason: 'SPAM' }), ReportData).alreadyReported).toBe(false);
  });
});

describe('reports at the same time', () => {
  it('counts every one of concurrent reports and repeats once (unique key, reports about one member judged in turn)', async () => {
    const target = await member('racer', '경주맘');
    const reporters = await Promise.all(
      Array.from({ length: REPORT_HIDE_THRESHOLD }, (_, k) => k + 1).map((i) => member(`racereporter${i}`, `경주신고${'가나다'[i - 1] ?? '라'}`)),
    );
    const body = { targetKind: 'MEMBER', targetId: target.id, reason: 'SPAM' };
    const answers = await Promise.all([...reporters, ...reporters].map((r) => reportOf(r.tokens, body)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.map((a) => dataOf(a, ReportData).alreadyReported).filter((x) => !x)).toHaveLength(REPORT_HIDE_THRESHOLD);
    expect(await warnings(target.id)).toEqual({ n: 0, status: 'ACTIVE' });
    expect(await reviewIds()).toContain(target.id);
  });
});

describe('blocks', () => {
  it('hides the blocked member\u2019s entries and comments from the blocker only, and unblocking brings them back', async () => {
    const third = await member('third', '셋째맘');
    const theirComment = dataOf(
      await t.request('POST', `/api/members/community/shared-diary/${entry}/comments`, { tokens: third.tokens, body: { content: '셋째 댓글' } }),
      CommunityComment,
    );
    const readerEntry = await insertEntry(t.db, { memberId: writer.id, childId: writer.childId, entryDate: '2026-11-19' });
    expect(await feedIds(reader.tokens)).toEqual(expect.arrayContaining([entry, readerEntry]));

    expect((await blockOf(reader.tokens, writer.id)).status).toBe(200);
    expect((await blockOf(reader.tokens, writer.id)).status).toBe(200);
    expect(await blockOf(reader.tokens, third.id)).toMatchObject({ status: 200 });
    const listed = dataOf(await t.request('GET', '/api/members/community/blocks', { tokens: reader.tokens }), BlockListData).blocks;
    expect(listed.map((b) => b.nickname).sort()).toEqual(['글쓴맘', '셋째맘']);

    expect(await feedIds(reader.tokens)).not.toContain(entry);
    expect(await t.request('GET', `/api/members/community/shared-diary/${entry}`, { tokens: reader.tokens })).toMatchObject({
      status: 404,
      json: { message: 'NoSuchDiaryException' },
    });
    expect(await t.request('GET', `/api/members/community/shared-diary/${entry}/comments`, { tokens: reader.tokens })).toMatchObject({ status: 404 });
    // Others still see everything.
    expect(await feedIds(third.tokens)).toContain(entry);

    // The writer sees comments on their entry, except of members they blocked.
    await blockOf(writer.tokens, third.id);
    const onEntry = dataOf(
      await t.request('GET', `/api/members/community/shared-diary/${entry}/comments`, { tokens: writer.tokens }),
      CommentListData,
    ).comments;
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
