import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminDiaryDetail, AdminDiaryPage } from '../../../src/contract/admin-diaries-api.ts';
import { BulkResult } from '../../../src/contract/admin-list.ts';
import { AuditPage } from '../../../src/contract/audit-api.ts';
import { FeedData } from '../../../src/contract/community-api.ts';
import { RestoreData } from '../../../src/contract/moderation-api.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { children } from '../../db/schema/children.ts';
import { diaries, diaryComments, reports } from '../../db/schema/diaries.ts';
import { expertComments } from '../../db/schema/expert-comments.ts';
import { users } from '../../db/schema/users.ts';
import { seedDemo } from '../../seed/demo.ts';
import { insertEntry } from '../../test/community-test-kit.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

/** SPEC §2 /admin/parent-diary/diary, §8 and decision 0042: the diary list, one entry, hide and restore with a reason. */
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const { signIn } = memberKit(() => t);
let admin: Pair;
let friend: Pair;
const ids = { parent: 0, friend: 0, dodam: 0, saessak: 0, shared: 0, sharedOld: 0, privateOne: 0, comment: 0 };

const list = async (query: string) => dataOf(await t.request('GET', `/api/admin/diaries${query}`, { tokens: admin }), AdminDiaryPage);
const idsOf = async (query: string) => (await list(query)).items.map((d) => d.id);
const keyOf = async (method: 'GET' | 'POST', path: string, body?: unknown) =>
  ((await t.request(method, path, { tokens: admin, body })).json as { message: string }).message;

const t = testApp({ clock });
beforeAll(async () => {
  // The demo's diary fills September and October (the monthly reports' months, decision 0067): these entries go in August.
  await seedDemo(t.db, clock.now());
  const idOf = async (loginId: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId)))[0]?.id ?? 0;
  ids.parent = await idOf('parent');
  ids.friend = await idOf('friend');
  const childOf = async (memberId: number) => (await t.db.select({ id: children.id }).from(children).where(eq(children.memberId, memberId)))[0]?.id ?? 0;
  ids.dodam = await childOf(ids.parent);
  ids.saessak = await childOf(ids.friend);
  ids.shared = await insertEntry(t.db, { memberId: ids.friend, childId: ids.saessak, entryDate: '2026-08-20', title: '관리자 테스트 공유', images: 1 });
  ids.sharedOld = await insertEntry(t.db, { memberId: ids.friend, childId: ids.saessak, entryDate: '2026-08-02', title: '지난달 공유' });
  ids.privateOne = await insertEntry(t.db, { memberId: ids.parent, childId: ids.dodam, entryDate: '2026-08-19', sharedAt: null, title: '비공개' });
  const [comment] = await t.db
    .insert(diaryComments)
    .values({ diaryId: ids.shared, authorId: ids.parent, content: '예뻐요' })
    .returning({ id: diaryComments.id });
  ids.comment = comment?.id ?? 0;
  await t.db.insert(reports).values({ reporterId: ids.parent, targetKind: 'DIARY', targetId: ids.sharedOld, reportedMemberId: ids.friend, reason: 'SPAM' });
  await t.db.insert(expertComments).values({ diaryId: ids.privateOne, via: 'COUPON', requestedAt: new Date('2026-11-19T03:00:00Z') });
  admin = await signIn('admin');
  friend = await signIn('friend');
});

describe('GET /api/admin/diaries', () => {
  it('lists every member’s entries, newest entry day first, with author, child, counts and the expert status', async () => {
    const page = await list('?page=1&size=20&from=2026-08-01&to=2026-08-31');
    expect(page.total).toBeGreaterThanOrEqual(3);
    const days = page.items.map((d) => d.entryDate);
    expect(days).toEqual([...days].sort().reverse());
    const row = page.items.find((d) => d.id === ids.shared);
    expect(row).toMatchObject({
      member: { id: ids.friend, nickname: '새싹맘' },
      shared: true,
      hidden: false,
      imageCount: 1,
      commentCount: 1,
      expertStatus: 'NONE',
    });
    // Requested 2026-11-19 03:00Z, now 2026-11-22 03:00Z: 72 h > the 48 h service level.
    expect(page.items.find((d) => d.id === ids.privateOne)?.expertStatus).toBe('OVERDUE');
  });
  it('filters by member, child, entry days, shared, reported, hidden and the author’s nickname', async () => {
    expect(await idsOf(`?memberId=${ids.parent}&childId=${ids.dodam}&from=2026-08-19&to=2026-08-19`)).toEqual([ids.privateOne]);
    expect(await idsOf(`?memberId=${ids.friend}&shared=yes&from=2026-08-01&to=2026-08-31&sort=entryDate&dir=asc`)).toEqual([ids.sharedOld, ids.shared]);
    expect(await idsOf(`?memberId=${ids.parent}&shared=no&from=2026-08-19&to=2026-08-19`)).toEqual([ids.privateOne]);
    expect(await idsOf('?reported=yes')).toEqual([ids.sharedOld]);
    expect(await idsOf(`?reported=no&memberId=${ids.friend}&from=2026-08-01&to=2026-08-31`)).toEqual([ids.shared]);
    expect(await idsOf('?category=nickname&q=새싹&from=2026-08-01&to=2026-08-31')).toEqual([ids.shared, ids.sharedOld]);
    expect(await idsOf(`?category=id&q=${ids.parent}&from=2026-08-19&to=2026-08-19`)).toEqual([ids.privateOne]);
  });
  it('answers the SPEC §8 keys: bad member id, search, date range; a bad chip or yes/no is a 400', async () => {
    expect(await keyOf('GET', '/api/admin/diaries?memberId=0')).toBe('InvalidMemberId');
    expect(await keyOf('GET', '/api/admin/diaries?category=id&q=x')).toBe('InvalidMemberId');
    expect(await keyOf('GET', '/api/admin/diaries?category=nickname&q=새싹!')).toBe('InvalidSearchNickname');
    expect(await keyOf('GET', '/api/admin/diaries?from=2026-11-02&to=2026-11-01')).toBe('InvalidSearchDateRange');
    expect(await keyOf('GET', '/api/admin/diaries?status=GONE')).toBe('BadRequest');
    expect(await keyOf('GET', '/api/admin/diaries?shared=true')).toBe('BadRequest');
  });
  it('exports the filter as CSV', async () => {
    const res = await t.request('GET', `/api/admin/diaries/csv?memberId=${ids.friend}`, { tokens: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('일기 번호,회원 번호,닉네임,아이,일기 날짜,제목,공유,숨김,미처리 신고,댓글,전문가 댓글,작성 시각');
    const shared = lines.find((l) => l.startsWith(`${ids.shared},${ids.friend},새싹맘,`) && l.includes('관리자 테스트 공유'))?.split(',');
    // Yes/no, the expert state and Korea time in the list's words (decision 0046).
    expect(shared?.slice(6, 8)).toEqual(['예', '아니요']);
    expect(shared?.[10]).toBe('요청 없음');
    expect(shared?.[11]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
  it('is for admins only', async () => {
    expect((await t.request('GET', '/api/admin/diaries', { tokens: friend })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/diaries')).status).toBe(401);
  });
});

describe('GET /api/admin/diaries/:diaryId', () => {
  it('shows the entry with its photos as signed URLs, comments, expert comment and reports', async () => {
    const detail = dataOf(await t.request('GET', `/api/admin/diaries/${ids.shared}`, { tokens: admin }), AdminDiaryDetail);
    expect(detail.diary.images[0]?.url).toMatch(/\?exp=\d+&sig=/);
    expect(detail.comments).toMatchObject([{ id: ids.comment, author: { id: ids.parent }, hidden: false, deleted: false }]);
    expect(detail.expertComment).toBeNull();
    const requested = dataOf(await t.request('GET', `/api/admin/diaries/${ids.privateOne}`, { tokens: admin }), AdminDiaryDetail);
    expect(requested.expertComment).toMatchObject({ status: 'OVERDUE', via: 'COUPON', dueAt: '2026-11-21T03:00:00.000Z' });
    const reported = dataOf(await t.request('GET', `/api/admin/diaries/${ids.sharedOld}`, { tokens: admin }), AdminDiaryDetail);
    expect(reported.reports).toMatchObject([{ reporterId: ids.parent, handled: false }]);
  });
  it('records the opening of an entry as a personal-data view, naming whose entry it is (decision 0048)', async () => {
    const views = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'personal_data.view'), eq(auditLog.resourceKind, 'diary'), eq(auditLog.resourceId, ids.sharedOld)))
        .orderBy(auditLog.id);
    const before = (await views()).length;
    clock.advance(11 * 60_000);
    await t.request('GET', `/api/admin/diaries/${ids.sharedOld}`, { tokens: admin, remoteAddress: '192.0.2.10' });
    const rows = await views();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ clientAddress: '192.0.2.10', after: { memberId: ids.friend } });
  });
  it('answers NoSuchDiaryException and InvalidDiaryId (SPEC §8)', async () => {
    expect(await keyOf('GET', '/api/admin/diaries/999999')).toBe('NoSuchDiaryException');
    expect(await keyOf('GET', '/api/admin/diaries/0')).toBe('InvalidDiaryId');
    expect(await keyOf('GET', '/api/admin/diaries/abc')).toBe('InvalidDiaryId');
  });
});

describe('hiding and restoring shared entries', () => {
  const feedIds = async () =>
    dataOf(await t.request('GET', '/api/members/community/shared-diaries', { tokens: await signIn('parent') }), FeedData).diaries.map((d) => d.id);

  it('hides shared entries from the community with a reason, audited in the same transaction; the reports are handled', async () => {
    expect(await feedIds()).toContain(ids.shared);
    const hidden = await t.request('POST', '/api/admin/diaries/hide', {
      tokens: admin,
      body: { diaryIds: [ids.shared, ids.sharedOld], reason: '광고성 게시물' },
    });
    expect(dataOf(hidden, BulkResult)).toEqual({ changed: 2 });
    expect(await feedIds()).not.toContain(ids.shared);
    expect(await idsOf('?status=HIDDEN&from=2026-08-01&to=2026-08-31')).toEqual([ids.shared, ids.sharedOld]);
    expect(await idsOf('?reported=yes')).toEqual([]);
    const audit = dataOf(await t.request('GET', `/api/admin/audit-log?resourceKind=diary&resourceId=${ids.shared}`, { tokens: admin }), AuditPage);
    expect(audit.items[0]).toMatchObject({ action: 'diary.hide', reason: '광고성 게시물', before: { hidden: false }, after: { hidden: true } });
    // Already hidden: nothing changes, nothing is written.
    expect(dataOf(await t.request('POST', '/api/admin/diaries/hide', { tokens: admin, body: { diaryIds: [ids.shared], reason: '다시' } }), BulkResult)).toEqual(
      {
        changed: 0,
      },
    );
  });
  it('refuses the whole selection for a missing or unshared entry, writing nothing', async () => {
    const before = (
      await t.db
        .select({ id: diaries.id })
        .from(diaries)
        .where(and(eq(diaries.memberId, ids.friend)))
    ).length;
    expect(await keyOf('POST', '/api/admin/diaries/hide', { diaryIds: [ids.shared, 999999], reason: '이유' })).toBe('NoSuchDiaryException');
    expect(await keyOf('POST', '/api/admin/diaries/hide', { diaryIds: [ids.privateOne], reason: '이유' })).toBe('NotSharedDiaryException');
    expect(await keyOf('POST', '/api/admin/diaries/hide', { diaryIds: [ids.shared], reason: ' ' })).toBe('BadRequest');
    expect(before).toBeGreaterThan(0);
    const rows = dataOf(await t.request('GET', `/api/admin/audit-log?resourceKind=diary&resourceId=${ids.privateOne}`, { tokens: admin }), AuditPage);
    expect(rows.items.filter((r) => r.action === 'diary.hide')).toEqual([]);
  });
  it('restores a hidden entry with a reason through the moderation restore; it is back on /community', async () => {
    const res = await t.request('POST', `/api/admin/diaries/${ids.shared}/restore`, { tokens: admin, body: { reason: '오해였음' } });
    expect(dataOf(res, RestoreData)).toEqual({ restored: true });
    expect(await feedIds()).toContain(ids.shared);
    const audit = dataOf(await t.request('GET', `/api/admin/audit-log?resourceKind=diary&resourceId=${ids.shared}`, { tokens: admin }), AuditPage);
    expect(audit.items[0]).toMatchObject({ action: 'diary.restore', reason: '오해였음' });
    expect(await keyOf('POST', '/api/admin/diaries/999999/restore', { reason: '이유' })).toBe('NoSuchDiaryException');
    // Shown already: nothing to restore, so no audit row (decision 0048).
    const rows = async () => (await t.db.select().from(auditLog).where(eq(auditLog.action, 'diary.restore'))).length;
    const written = await rows();
    expect(await keyOf('POST', `/api/admin/diaries/${ids.shared}/restore`, { reason: '다시' })).toBe('NotHiddenContentException');
    expect(await keyOf('POST', `/api/admin/diaries/${ids.privateOne}/restore`, { reason: '다시' })).toBe('NotHiddenContentException');
    expect(await rows()).toBe(written);
    expect(await keyOf('POST', '/api/admin/diaries/0/restore', { reason: '이유' })).toBe('InvalidDiaryId');
  });
});
