import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminNoticePage, adminNoticesApi } from '../../../src/contract/admin-notices-api.ts';
import { CSV_ROWS_HEADER } from '../../../src/contract/admin-list.ts';
import { noticesApi } from '../../../src/contract/notices-api.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { notices } from '../../db/schema/notices.ts';
import { users } from '../../db/schema/users.ts';
import { createRecordingPush } from '../../integrations/push.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { runNoticePushes } from './notice-push.ts';

/** Decision 0065 (SPEC §2 /my-page/notice, /admin/notice; §5 notice title and content; §8 messages): notices. */
const clock = testClock(new Date('2026-12-02T03:00:00Z'));
const k = memberKit(() => t);
let admin: Pair;
let parent: Pair;
let friend: Pair;
const log = pino({ level: 'silent' });

const content = {
  root: { type: 'root', version: 1, children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: '알려 드려요.' }] }] },
};
const body = (extra: Record<string, unknown> = {}) => ({
  title: '새 공지',
  content,
  contentText: '알려 드려요.',
  category: 'NOTICE',
  pinned: false,
  status: 'PUBLISHED',
  ...extra,
});
const create = (extra: Record<string, unknown> = {}) => t.request('POST', '/api/admin/notices', { tokens: admin, body: body(extra) });
const memberList = async (tokens: Pair, query = '') => dataOf(await t.request('GET', `/api/members/notices${query}`, { tokens }), noticesApi.notices.response);
const adminList = async (query = '') => dataOf(await t.request('GET', `/api/admin/notices${query}`, { tokens: admin }), AdminNoticePage);
const idOf = async (res: { json: unknown; text?: string }) => dataOf(res, adminNoticesApi.createNotice.response).id;

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  admin = await k.signIn('admin');
  parent = await k.signIn('parent');
  friend = await k.signIn('friend');
});

describe('the notices members read (GET /api/members/notices)', () => {
  it('shows the visible demo notices, pinned first then newest, with the N badge for 7 days; not the draft or the scheduled one', async () => {
    const page = await memberList(parent);
    expect(page.notices.map((n) => n.title)).toEqual([
      '도담에 오신 것을 환영해요',
      '12월 육아일기 이벤트: 한 달 동안 꾸준히 기록해요',
      '성장 그래프에 머리둘레가 추가되었어요',
      '서비스 점검 안내 (11월 20일 새벽 2시~4시)',
    ]);
    expect(page.notices.map((n) => n.isNew)).toEqual([false, true, true, false]);
    expect(page.notices.every((n) => !n.read)).toBe(true);
    expect(page).toMatchObject({ total: 4, hasNext: false, unread: 4 });
    expect((await memberList(parent, '?category=EVENT')).notices.map((n) => n.category)).toEqual(['EVENT']);
  });
  it('marks a notice read for the member who opened it only, and counts views', async () => {
    const first = (await memberList(parent)).notices[1];
    const res = await t.request('GET', `/api/members/notices/${first?.id}`, { tokens: parent });
    expect(dataOf(res, noticesApi.notice.response)).toMatchObject({ title: first?.title, read: true });
    expect(dataOf(await t.request('GET', '/api/members/notices/unread', { tokens: parent }), noticesApi.noticeUnread.response)).toEqual({ unread: 3 });
    expect(dataOf(await t.request('GET', '/api/members/notices/unread', { tokens: friend }), noticesApi.noticeUnread.response)).toEqual({ unread: 4 });
    await t.request('GET', `/api/members/notices/${first?.id}`, { tokens: friend });
    const [row] = await t.db
      .select({ views: notices.viewCount })
      .from(notices)
      .where(eq(notices.id, first?.id ?? 0));
    expect(row?.views).toBe(2);
  });
  it('answers NotFound for a draft, a scheduled notice and none, and refuses a bad id', async () => {
    const hidden = await t.db.select({ id: notices.id, status: notices.status, at: notices.publishAt }).from(notices);
    for (const n of hidden.filter((h) => h.status === 'DRAFT' || h.at > clock.now()))
      expect((await t.request('GET', `/api/members/notices/${n.id}`, { tokens: parent })).status).toBe(404);
    expect((await t.request('GET', '/api/members/notices/999999', { tokens: parent })).status).toBe(404);
    expect((await t.request('GET', '/api/members/notices/abc', { tokens: parent })).status).toBe(400);
    expect((await t.request('GET', '/api/members/notices')).status).toBe(401);
  });
});

describe('notice management (POST, PUT /api/admin/notices)', () => {
  it('refuses an empty or long title and empty content with the SPEC §8 keys, writing nothing', async () => {
    const before = (await t.db.select({ id: notices.id }).from(notices)).length;
    expect((await create({ title: ' ' })).json).toMatchObject({ message: 'InvalidNoticeTitle' });
    expect((await create({ title: '가'.repeat(101) })).json).toMatchObject({ message: 'InvalidNoticeTitle' });
    expect((await create({ contentText: '' })).json).toMatchObject({ message: 'InvalidNoticeContent' });
    expect((await create({ category: 'NEWS' })).status).toBe(400);
    expect((await create({ publishAt: '2026-02-30T00:00:00Z' })).status).toBe(400);
    expect((await t.db.select({ id: notices.id }).from(notices)).length).toBe(before);
    expect((await t.request('POST', '/api/admin/notices', { tokens: parent, body: body() })).status).toBe(403);
  });
  it('schedules a notice a minute ahead: members see it, with N, once its time comes, and it is pushed once', async () => {
    const push = createRecordingPush();
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const device = {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    };
    expect((await t.request('PUT', '/api/users/push-noti', { tokens: parent, body: { enabled: true } })).status).toBe(200);
    expect((await t.request('PUT', '/api/users/push-subscriptions', { tokens: parent, body: device })).status).toBe(200);
    await runNoticePushes({ db: t.db, clock, push, log });
    expect(push.sent).toHaveLength(0);

    const at = new Date(clock.now().getTime() + 60_000).toISOString();
    const id = await idOf(await create({ title: '1분 뒤 공지', publishAt: at }));
    expect((await adminList(`?category=noticeId&q=${id}`)).items[0]?.status).toBe('SCHEDULED');
    expect((await memberList(parent)).notices.map((n) => n.id)).not.toContain(id);
    await runNoticePushes({ db: t.db, clock, push, log });
    expect(push.sent).toHaveLength(0);

    clock.advance(61_000);
    const seen = (await memberList(parent)).notices.find((n) => n.id === id);
    expect(seen).toMatchObject({ isNew: true, read: false });
    expect((await adminList(`?category=noticeId&q=${id}`)).items[0]?.status).toBe('PUBLISHED');
    expect(await runNoticePushes({ db: t.db, clock, push, log })).toMatchObject({ notices: 1, sent: 1 });
    expect(push.sent[0]?.message).toEqual({ title: '도담 공지사항', body: '1분 뒤 공지', url: `/my-page/notice/detail?noticeId=${id}`, tag: `notice-${id}` });
    expect(await runNoticePushes({ db: t.db, clock, push, log })).toMatchObject({ notices: 0 });
    await t.db.update(users).set({ pushNotiEnabled: false }).where(eq(users.loginId, 'parent'));
  });
  it('publishing a draft publishes it now unless a later time is chosen (decision 0082)', async () => {
    const draft = await idOf(await create({ title: '초안 공지', status: 'DRAFT' }));
    const saved = clock.now();
    clock.advance(10 * 60_000);
    const put = (id: number, extra: Record<string, unknown>) => t.request('PUT', `/api/admin/notices/${id}`, { tokens: admin, body: body(extra) });
    // The form sends the draft's stored time back; it is the save's time, not a choice.
    expect((await put(draft, { title: '초안 공지', publishAt: saved.toISOString() })).status).toBe(200);
    const row = (await adminList(`?category=noticeId&q=${draft}`)).items[0];
    expect(row).toMatchObject({ status: 'PUBLISHED', publishAt: clock.now().toISOString() });
    expect((await memberList(parent)).notices.find((n) => n.id === draft)).toMatchObject({ isNew: true });
    // A later time schedules it; editing a published notice keeps its time.
    const later = await idOf(await create({ title: '예약할 초안', status: 'DRAFT' }));
    const at = new Date(clock.now().getTime() + 3_600_000).toISOString();
    expect((await put(later, { title: '예약할 초안', publishAt: at })).status).toBe(200);
    expect((await adminList(`?category=noticeId&q=${later}`)).items[0]).toMatchObject({ status: 'SCHEDULED', publishAt: at });
    clock.advance(60_000);
    expect((await put(draft, { title: '초안 공지 (수정)' })).status).toBe(200);
    expect((await adminList(`?category=noticeId&q=${draft}`)).items[0]?.publishAt).toBe(row?.publishAt);
  });
  it('changes, hides and deletes a notice, each audited; the list filters and exports', async () => {
    const id = await idOf(await create({ title: '바꿀 공지', category: 'UPDATE' }));
    expect(
      (await t.request('PUT', `/api/admin/notices/${id}`, { tokens: admin, body: body({ title: '바꾼 공지', pinned: true, status: 'HIDDEN' }) })).status,
    ).toBe(200);
    expect((await memberList(parent)).notices.map((n) => n.id)).not.toContain(id);
    expect((await adminList('?status=HIDDEN')).items.map((n) => n.title)).toEqual(['바꾼 공지']);
    expect((await adminList('?kind=MAINTENANCE')).items.map((n) => n.category)).toEqual(['MAINTENANCE']);
    expect((await adminList('?status=DRAFT')).items.map((n) => n.status)).toEqual(['DRAFT']);
    expect((await t.request('PUT', '/api/admin/notices/999999', { tokens: admin, body: body() })).status).toBe(404);
    const csv = await t.request('GET', '/api/admin/notices/csv?status=HIDDEN', { tokens: admin });
    expect(csv.headers.get(CSV_ROWS_HEADER)).toBe('1');
    expect(csv.text).toContain('바꾼 공지');
    const del = await t.request('POST', '/api/admin/notices/delete', { tokens: admin, body: { noticeIds: [id], reason: '중복 공지' } });
    expect(dataOf(del, adminNoticesApi.deleteNotices.response)).toEqual({ changed: 1 });
    expect((await t.request('GET', `/api/admin/notices/${id}`, { tokens: admin })).status).toBe(404);
    expect((await t.request('POST', '/api/admin/notices/delete', { tokens: admin, body: { noticeIds: [999999], reason: '없음' } })).status).toBe(404);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.resourceId, id));
    expect(rows.filter((r) => r.resourceKind === 'notice').map((r) => r.action)).toEqual(['notice.create', 'notice.update', 'notice.delete']);
  });
});
