import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminCommentPage, ExpertList, ExpertQueuePage } from '../../../src/contract/admin-comments-api.ts';
import { AdminExpertComment } from '../../../src/contract/admin-diaries-api.ts';
import { BulkResult } from '../../../src/contract/admin-list.ts';
import { AuditPage } from '../../../src/contract/audit-api.ts';
import { ExpertQueueData } from '../../../src/contract/expert-comments.ts';
import { RestoreData } from '../../../src/contract/moderation-api.ts';
import { children } from '../../db/schema/children.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { diaryComments, reports } from '../../db/schema/diaries.ts';
import { expertComments } from '../../db/schema/expert-comments.ts';
import { users } from '../../db/schema/users.ts';
import { insertEntry } from '../../test/community-test-kit.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

/** SPEC §2 /admin/parent-diary/comment, §8 and decision 0042: community comments, the expert queue and its service level, reassignment. */
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const { signIn } = memberKit(() => t);
let admin: Pair;
const ids = { parent: 0, friend: 0, expert: 0, expert2: 0, entry: 0, kind: 0, rude: 0, removed: 0, overdue: 0, fresh: 0, written: 0 };

const comments = async (query: string) => dataOf(await t.request('GET', `/api/admin/comments${query}`, { tokens: admin }), AdminCommentPage);
const commentIds = async (query: string) => (await comments(query)).items.map((c) => c.id);
const queue = async (query: string) => dataOf(await t.request('GET', `/api/admin/expert-comments${query}`, { tokens: admin }), ExpertQueuePage);
const keyOf = async (method: 'GET' | 'POST', path: string, body?: unknown) =>
  ((await t.request(method, path, { tokens: admin, body })).json as { message: string }).message;

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  // The queue's counts below are of this file's requests only.
  await t.db.delete(expertComments);
  const idOf = async (loginId: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId)))[0]?.id ?? 0;
  ids.parent = await idOf('parent');
  ids.friend = await idOf('friend');
  ids.expert = await idOf('expert');
  const [second] = await t.db.insert(users).values({ loginId: 'expert2', role: 'ROLE_EXPERT', nickname: '수면전문가' }).returning({ id: users.id });
  ids.expert2 = second?.id ?? 0;
  const [child] = await t.db.select({ id: children.id }).from(children).where(eq(children.memberId, ids.friend));
  const childId = child?.id ?? 0;
  ids.entry = await insertEntry(t.db, { memberId: ids.friend, childId, entryDate: '2026-09-10', title: '댓글 받는 일기' });
  const add = async (content: string, extra: Partial<typeof diaryComments.$inferInsert> = {}) =>
    (
      await t.db
        .insert(diaryComments)
        .values({ diaryId: ids.entry, authorId: ids.parent, content, ...extra })
        .returning({ id: diaryComments.id })
    )[0]?.id ?? 0;
  ids.kind = await add('따뜻한 댓글', { createdAt: new Date('2026-11-20T03:00:00Z') });
  ids.rude = await add('무례한 댓글', { createdAt: new Date('2026-11-21T03:00:00Z') });
  ids.removed = await add('지운 댓글', { createdAt: new Date('2026-11-21T04:00:00Z'), deletedAt: new Date('2026-11-21T05:00:00Z') });
  await t.db.insert(reports).values({ reporterId: ids.friend, targetKind: 'COMMENT', targetId: ids.rude, reportedMemberId: ids.parent, reason: 'ABUSE' });
  const request = async (entryDate: string, requestedAt: string, written = false) => {
    const diaryId = await insertEntry(t.db, { memberId: ids.friend, childId, entryDate, sharedAt: null });
    const [row] = await t.db
      .insert(expertComments)
      .values({
        diaryId,
        via: 'COUPON',
        requestedAt: new Date(requestedAt),
        ...(written ? { content: '전문가 의견', expertId: ids.expert, writtenAt: new Date('2026-11-21T00:00:00Z') } : {}),
      })
      .returning({ id: expertComments.id });
    return row?.id ?? 0;
  };
  ids.overdue = await request('2026-09-11', '2026-11-19T03:00:00Z');
  ids.fresh = await request('2026-09-12', '2026-11-21T03:00:00Z');
  ids.written = await request('2026-09-13', '2026-11-18T03:00:00Z', true);
  admin = await signIn('admin');
});

describe('GET /api/admin/comments', () => {
  it('lists member comments newest first, with the entry, author and open reports; filters by chip, entry, author and days', async () => {
    const page = await comments(`?diaryId=${ids.entry}`);
    expect(page.items.map((c) => c.id)).toEqual([ids.removed, ids.rude, ids.kind]);
    expect(page.items[1]).toMatchObject({ author: { id: ids.parent, nickname: '하늘맘' }, openReports: 1, diaryTitle: '댓글 받는 일기', hidden: false });
    expect(await commentIds(`?diaryId=${ids.entry}&status=REPORTED`)).toEqual([ids.rude]);
    expect(await commentIds(`?diaryId=${ids.entry}&status=DELETED`)).toEqual([ids.removed]);
    expect(await commentIds(`?diaryId=${ids.entry}&status=VISIBLE&sort=id&dir=asc`)).toEqual([ids.kind, ids.rude]);
    expect(await commentIds(`?diaryId=${ids.entry}&category=nickname&q=하늘&from=2026-11-20&to=2026-11-20`)).toEqual([ids.kind]);
    expect(await commentIds(`?diaryId=${ids.entry}&category=id&q=${ids.friend}`)).toEqual([]);
  });
  it('answers InvalidDiaryId and the search keys (SPEC §8)', async () => {
    expect(await keyOf('GET', '/api/admin/comments?diaryId=x')).toBe('InvalidDiaryId');
    expect(await keyOf('GET', '/api/admin/comments?category=nickname&q=하늘!')).toBe('InvalidSearchNickname');
    expect(await keyOf('GET', '/api/admin/comments?status=GONE')).toBe('BadRequest');
  });
});

describe('GET /api/admin/comments/csv (decision 0046)', () => {
  it('exports the filter in Korea time with the list’s words, audited', async () => {
    const res = await t.request('GET', `/api/admin/comments/csv?diaryId=${ids.entry}&sort=id&dir=asc`, { tokens: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''%EB%8C%93%EA%B8%80");
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('댓글 번호,일기 번호,일기 날짜,일기 제목,회원 번호,닉네임,내용,상태,미처리 신고,작성 시각');
    expect(lines.slice(1)).toEqual([
      `${ids.kind},${ids.entry},2026-09-10,댓글 받는 일기,${ids.parent},하늘맘,따뜻한 댓글,보임,0,2026-11-20 12:00`,
      `${ids.rude},${ids.entry},2026-09-10,댓글 받는 일기,${ids.parent},하늘맘,무례한 댓글,보임,1,2026-11-21 12:00`,
      `${ids.removed},${ids.entry},2026-09-10,댓글 받는 일기,${ids.parent},하늘맘,지운 댓글,작성자가 삭제,0,2026-11-21 13:00`,
    ]);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'list.export'));
    expect(row?.after).toEqual({ list: 'comments', filter: `diaryId=${ids.entry}&sort=id&dir=asc`, rows: 3, truncated: false });
  });
  it('is for admins only and checks the query as the list does', async () => {
    expect((await t.request('GET', '/api/admin/comments/csv', { tokens: await signIn('parent') })).status).toBe(403);
    expect(await keyOf('GET', '/api/admin/comments/csv?diaryId=x')).toBe('InvalidDiaryId');
  });
});

describe('hiding and restoring comments', () => {
  it('hides comments with a reason, audited; the open reports are handled; members no longer see them', async () => {
    const res = await t.request('POST', '/api/admin/comments/hide', { tokens: admin, body: { commentIds: [ids.rude], reason: '욕설' } });
    expect(dataOf(res, BulkResult)).toEqual({ changed: 1 });
    expect(await commentIds(`?diaryId=${ids.entry}&status=HIDDEN`)).toEqual([ids.rude]);
    expect(await commentIds(`?diaryId=${ids.entry}&status=REPORTED`)).toEqual([]);
    const audit = dataOf(await t.request('GET', `/api/admin/audit-log?resourceKind=comment&resourceId=${ids.rude}`, { tokens: admin }), AuditPage);
    expect(audit.items[0]).toMatchObject({ action: 'comment.hide', reason: '욕설', after: { hidden: true, diaryId: ids.entry } });
    const seen = await t.request('GET', `/api/members/community/shared-diary/${ids.entry}/comments`, { tokens: await signIn('newparent') });
    expect(JSON.stringify(seen.json)).not.toContain('무례한 댓글');
  });
  it('restores a hidden comment with a reason; NoSuchCommentException and InvalidCommentId (SPEC §8)', async () => {
    const res = await t.request('POST', `/api/admin/comments/${ids.rude}/restore`, { tokens: admin, body: { reason: '신고 철회' } });
    expect(dataOf(res, RestoreData)).toEqual({ restored: true });
    const audit = dataOf(await t.request('GET', `/api/admin/audit-log?resourceKind=comment&resourceId=${ids.rude}`, { tokens: admin }), AuditPage);
    expect(audit.items[0]).toMatchObject({ action: 'comment.restore', reason: '신고 철회' });
    expect(await keyOf('POST', '/api/admin/comments/hide', { commentIds: [ids.kind, 999999], reason: '이유' })).toBe('NoSuchCommentException');
    expect(await commentIds(`?diaryId=${ids.entry}&status=HIDDEN`)).toEqual([]);
    expect(await keyOf('POST', '/api/admin/comments/999999/restore', { reason: '이유' })).toBe('NoSuchCommentException');
    expect(await keyOf('POST', '/api/admin/comments/0/restore', { reason: '이유' })).toBe('InvalidCommentId');
    // Shown again already: nothing to restore (decision 0048).
    expect(await keyOf('POST', `/api/admin/comments/${ids.rude}/restore`, { reason: '다시' })).toBe('NotHiddenContentException');
  });
});

describe('the expert comment queue', () => {
  it('counts waiting and overdue past the 48 h service level, filters by status chip and expert', async () => {
    const all = await queue('?sort=requestedAt&dir=asc');
    expect(all).toMatchObject({ slaHours: 48, waiting: 2, overdue: 1 });
    expect(all.items.map((r) => [r.id, r.status])).toEqual([
      [ids.written, 'WRITTEN'],
      [ids.overdue, 'OVERDUE'],
      [ids.fresh, 'WAITING'],
    ]);
    expect(all.items[1]).toMatchObject({ member: { id: ids.friend, nickname: '새싹맘' }, dueAt: '2026-11-21T03:00:00.000Z', assignedExpert: null });
    expect((await queue('?status=OVERDUE')).items.map((r) => r.id)).toEqual([ids.overdue]);
    expect((await queue('?status=WAITING')).items.map((r) => r.id)).toEqual([ids.fresh]);
    expect((await queue(`?expertId=${ids.expert}`)).items.map((r) => r.id)).toEqual([ids.written]);
  });
  it('reassigns a waiting request to an expert with a reason, audited on its entry; the expert sees it first', async () => {
    const res = await t.request('POST', `/api/admin/expert-comments/${ids.fresh}/assign`, {
      tokens: admin,
      body: { expertId: ids.expert2, reason: '수면 상담' },
    });
    const view = dataOf(res, AdminExpertComment);
    expect(view).toMatchObject({ id: ids.fresh, status: 'WAITING', assignedExpert: { id: ids.expert2, nickname: '수면전문가' } });
    const experts = dataOf(await t.request('GET', '/api/admin/experts', { tokens: admin }), ExpertList).experts;
    expect(experts.find((e) => e.id === ids.expert2)?.assignedWaiting).toBe(1);
    const audit = dataOf(await t.request('GET', `/api/admin/audit-log?resourceKind=diary&resourceId=${view.diaryId}`, { tokens: admin }), AuditPage);
    expect(audit.items[0]).toMatchObject({ action: 'comment.reassign', reason: '수면 상담', after: { assignedExpertId: ids.expert2 } });
    // The fresh request is newer than the overdue one, yet the assigned expert reads it first.
    await t.db
      .update(users)
      .set({ passwordHash: (await t.db.select({ p: users.passwordHash }).from(users).where(eq(users.id, ids.expert)))[0]?.p ?? null })
      .where(eq(users.id, ids.expert2));
    const second = await signIn('expert2');
    const desk = dataOf(await t.request('GET', '/api/experts/expert-comments/queue', { tokens: second }), ExpertQueueData);
    expect(desk.items[0]?.diaryId).toBe(view.diaryId);
  });
  it('refuses a written request, a non-expert, a missing request and a bad id', async () => {
    expect(await keyOf('POST', `/api/admin/expert-comments/${ids.written}/assign`, { expertId: ids.expert2, reason: '이유' })).toBe(
      'ExpertCommentAlreadyWrittenException',
    );
    expect(await keyOf('POST', `/api/admin/expert-comments/${ids.overdue}/assign`, { expertId: ids.parent, reason: '이유' })).toBe('NoSuchUserException');
    expect(await keyOf('POST', '/api/admin/expert-comments/999999/assign', { expertId: ids.expert2, reason: '이유' })).toBe('NoSuchCommentException');
    expect(await keyOf('POST', '/api/admin/expert-comments/abc/assign', { expertId: ids.expert2, reason: '이유' })).toBe('InvalidCommentId');
  });
});
