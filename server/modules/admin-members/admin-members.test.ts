import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MemberDetail, MemberPage, RevealedPhone } from '../../../src/contract/admin-members-api.ts';
import { BulkResult } from '../../../src/contract/admin-list.ts';
import { AuditPage } from '../../../src/contract/audit-api.ts';
import { couponExpiresAt, couponLastDay } from '../../../src/contract/coupons.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { reports } from '../../db/schema/diaries.ts';
import { users } from '../../db/schema/users.ts';
import { listCoupons } from '../coupons/coupons.service.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

/** SPEC §2 /admin/member, §4, §5, §8 and decision 0041: the member list, detail, phone reveal and bulk status. */
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const { signIn } = memberKit(() => t);
let admin: Pair;
let parent: Pair;
const ids: Record<string, number> = {};

const list = async (query: string) => dataOf(await t.request('GET', `/api/admin/members${query}`, { tokens: admin }), MemberPage);
const nicknames = async (query: string) => (await list(query)).items.map((m) => m.nickname);

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  // Members who joined on known Korea days: 2026-11-01 00:30 KST is still 2026-10-31 in UTC.
  await t.db.insert(users).values([
    { loginId: 'dodam1', nickname: '도담이맘', name: '김도담', phone: '01055551234', createdAt: new Date('2026-10-31T15:30:00Z') },
    { loginId: 'dodam2', nickname: '도담아빠', name: '박도담', phone: '01066665678', createdAt: new Date('2026-11-10T03:00:00Z') },
    { loginId: 'strong', nickname: '튼튼맘', name: '이튼튼', phone: '01077779999', createdAt: new Date('2026-11-20T03:00:00Z'), status: 'RESTRICTED' },
    { loginId: 'pct', nickname: '백퍼맘', name: '최백퍼', phone: '01088880000', createdAt: new Date('2026-11-21T03:00:00Z') },
  ]);
  for (const row of await t.db.select({ id: users.id, loginId: users.loginId }).from(users)) if (row.loginId) ids[row.loginId] = row.id;
  admin = await signIn('admin');
  parent = await signIn('parent');
});

describe('GET /api/admin/members', () => {
  it('finds a member by part of a nickname, two Hangul syllables included (도담 finds 도담이맘)', async () => {
    expect((await nicknames('?category=nickname&q=도담')).sort()).toEqual(['도담아빠', '도담이맘']);
    expect(await nicknames('?category=nickname&q=도담이')).toEqual(['도담이맘']);
    expect(await nicknames('?category=name&q=튼튼')).toEqual(['튼튼맘']);
    expect(await nicknames('?category=phone&q=5555-12')).toEqual(['도담이맘']);
    expect(await nicknames('?category=loginId&q=odam2')).toEqual(['도담아빠']);
    expect(await nicknames(`?category=id&q=${ids.strong}`)).toEqual(['튼튼맘']);
  });
  it('lists members only (no admin or expert), newest first, phones masked', async () => {
    const page = await list('');
    expect(page.items.map((m) => m.loginId)).not.toContain('admin');
    expect(page.items.map((m) => m.loginId)).not.toContain('expert');
    expect(page.items.find((m) => m.loginId === 'dodam1')?.phone).toBe('010-****-1234');
    const times = page.items.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
  it('filters by status chip and Korea-day join range, sorts from the whitelist and pages', async () => {
    expect(await nicknames('?status=RESTRICTED')).toEqual(['튼튼맘']);
    expect(await nicknames('?from=2026-11-01&to=2026-11-01')).toEqual(['도담이맘']);
    expect(await nicknames('?from=2026-11-10&to=2026-11-21&sort=nickname&dir=asc')).toEqual(['도담아빠', '백퍼맘', '튼튼맘']);
    const second = await list('?size=2&page=2&sort=id&dir=asc');
    expect(second).toMatchObject({ page: 2, size: 2 });
    expect(second.items).toHaveLength(2);
    expect(second.total).toBe((await list('')).total);
  });
  it('review=waiting lists the members on the review list with a report not yet handled (the dashboard queue, decision 0044)', async () => {
    await t.db
      .update(users)
      .set({ reviewRequestedAt: clock.now() })
      .where(eq(users.id, ids.pct ?? 0));
    await t.db
      .update(users)
      .set({ reviewRequestedAt: clock.now() })
      .where(eq(users.id, ids.dodam2 ?? 0));
    const reporter = ids.dodam1 ?? 0;
    await t.db.insert(reports).values([
      { reporterId: reporter, targetKind: 'MEMBER', targetId: ids.pct ?? 0, reportedMemberId: ids.pct ?? 0, reason: 'SPAM' },
      { reporterId: reporter, targetKind: 'MEMBER', targetId: ids.dodam2 ?? 0, reportedMemberId: ids.dodam2 ?? 0, reason: 'SPAM', handledAt: clock.now() },
    ]);
    expect(await nicknames('?review=waiting')).toEqual(['백퍼맘']);
    expect((await t.request('GET', '/api/admin/members?review=later', { tokens: admin })).status).toBe(400);
    await t.db
      .update(users)
      .set({ reviewRequestedAt: null })
      .where(eq(users.id, ids.pct ?? 0));
    expect(await nicknames('?review=waiting')).toEqual([]);
  });
  it('takes a searched % or _ as itself, not as a pattern', async () => {
    await t.db.execute(sql`update users set login_id = 'a_b%c' where login_id = 'pct'`);
    expect(await nicknames('?category=nickname&q=맘')).toContain('백퍼맘');
    expect((await t.request('GET', '/api/admin/members?category=loginId&q=%25', { tokens: admin })).status).toBe(400);
  });
  it('answers the SPEC §8 keys for a bad category, name, nickname, phone, id, status and date range', async () => {
    const key = async (query: string) => ((await t.request('GET', `/api/admin/members${query}`, { tokens: admin })).json as { message: string }).message;
    expect(await key('?category=email&q=a')).toBe('InvalidSearchCategory');
    expect(await key('?q=도담')).toBe('InvalidSearchCategory');
    expect(await key('?category=name&q=kim')).toBe('InvalidSearchName');
    expect(await key('?category=nickname&q=도담!')).toBe('InvalidSearchNickname');
    expect(await key('?category=phone&q=010a')).toBe('InvalidSearchPhone');
    expect(await key('?category=id&q=0')).toBe('InvalidMemberId');
    expect(await key('?status=GONE')).toBe('InvalidMemberStatus');
    expect(await key('?from=2026-11-02&to=2026-11-01')).toBe('InvalidSearchDateRange');
    expect(await key('?from=2026-13-01')).toBe('InvalidSearchDateRange');
    expect(await key('?size=101')).toBe('BadRequest');
    expect(await key('?sort=password')).toBe('BadRequest');
  });
  it('uses the trigram index for a part-word search (a bitmap index scan, not a scan of every member)', async () => {
    await t.db.execute(sql`set enable_seqscan = off`);
    const plan = await t.db.execute(sql`explain select id from users where nickname ilike '%도담이%'`);
    await t.db.execute(sql`set enable_seqscan = on`);
    expect(JSON.stringify(plan)).toContain('users_nickname_trgm_idx');
  });
  it('is for admins only', async () => {
    expect((await t.request('GET', '/api/admin/members', { tokens: parent })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/members')).status).toBe(401);
    expect((await t.request('GET', `/api/admin/members/${ids.dodam1}`, { tokens: parent })).status).toBe(403);
  });
});

describe('GET /api/admin/members/csv', () => {
  it('streams the current filter with a BOM, masked phones and a Korean file name', async () => {
    const res = await t.request('GET', '/api/admin/members/csv?category=nickname&q=도담&sort=id&dir=asc', { tokens: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="export.csv"; filename\*=UTF-8''%ED%9A%8C%EC%9B%90/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('회원 번호,아이디,닉네임,이름,전화번호,상태,경고 횟수,가입 시각');
    expect(lines.slice(1).map((l) => l.split(',')[4])).toEqual(['010-****-1234', '010-****-5678']);
  });
});

describe('a member’s detail', () => {
  it('shows the profile with the phone masked, children, diaries, orders, coupons and reports', async () => {
    const detail = dataOf(await t.request('GET', `/api/admin/members/${ids.parent}`, { tokens: admin }), MemberDetail);
    expect(detail).toMatchObject({ id: ids.parent, nickname: '하늘맘', phone: '010-****-5678', status: 'ACTIVE', phoneVerified: true });
    expect(detail.children.map((c) => c.nickname)).toEqual(['도담이', '튼튼이']);
    expect(detail.diaryCount).toBeGreaterThan(0);
    expect(detail.coupons.length).toBeGreaterThan(0);
  });
  it('answers NoSuchMemberException for an unknown id or a non-member, InvalidMemberId for a malformed one', async () => {
    expect((await t.request('GET', '/api/admin/members/999999', { tokens: admin })).json).toMatchObject({ code: '404', message: 'NoSuchMemberException' });
    expect((await t.request('GET', `/api/admin/members/${ids.expert}`, { tokens: admin })).json).toMatchObject({ message: 'NoSuchMemberException' });
    expect((await t.request('GET', '/api/admin/members/abc', { tokens: admin })).json).toMatchObject({ code: '400', message: 'InvalidMemberId' });
  });
  it('reveals the phone only with a reason, through a call that writes an audit row with it (decision 0048)', async () => {
    const refused = await t.request('POST', `/api/admin/members/${ids.parent}/phone`, { tokens: admin, body: { reason: '  ' } });
    expect(refused.json).toMatchObject({ code: '400', message: 'BadRequest' });
    expect((await t.request('POST', `/api/admin/members/${ids.parent}/phone`, { tokens: admin })).status).toBe(415);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.phone_revealed'))).toEqual([]);
    const res = await t.request('POST', `/api/admin/members/${ids.parent}/phone`, {
      tokens: admin,
      body: { reason: '배송 문의 회신' },
      remoteAddress: '198.51.100.4',
    });
    expect(dataOf(res, RevealedPhone)).toEqual({ phone: '01012345678' });
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.phone_revealed'));
    expect(row).toMatchObject({ adminId: ids.admin, resourceKind: 'member', resourceId: ids.parent, clientAddress: '198.51.100.4', reason: '배송 문의 회신' });
    expect((await t.request('POST', `/api/admin/members/${ids.parent}/phone`, { tokens: parent, body: { reason: '이유' } })).status).toBe(403);
  });
  it('shows each coupon’s status and expiry as the member’s own coupon page does (one Korea calendar, decision 0038)', async () => {
    const member = ids.dodam2 ?? 0;
    // Usable through 2026-12-05 (Korea): it expires at 2026-12-05T15:00Z, the Korea midnight after it.
    await t.db.insert(coupons).values([
      { memberId: member, kind: 'DIARY_COMMENT', name: '12월 5일까지', issuedAt: clock.now(), expiresAt: couponExpiresAt('2026-12-05') },
      { memberId: member, kind: 'DIARY_COMMENT', name: '지난 쿠폰', issuedAt: new Date('2026-10-01T03:00:00Z'), expiresAt: couponExpiresAt('2026-11-21') },
      {
        memberId: member,
        kind: 'DIARY_COMMENT',
        name: '쓴 쿠폰',
        issuedAt: new Date('2026-10-02T03:00:00Z'),
        expiresAt: couponExpiresAt('2026-12-31'),
        usedAt: clock.now(),
      },
    ]);
    const detail = dataOf(await t.request('GET', `/api/admin/members/${member}`, { tokens: admin }), MemberDetail);
    const byName = Object.fromEntries(detail.coupons.map((c) => [c.name, c]));
    expect(byName['12월 5일까지']).toMatchObject({ status: 'AVAILABLE', kind: 'DIARY_COMMENT' });
    expect(couponLastDay(byName['12월 5일까지']?.expiresAt ?? '')).toBe('2026-12-05');
    expect(byName['지난 쿠폰']?.status).toBe('EXPIRED');
    expect(byName['쓴 쿠폰']?.status).toBe('USED');
    // The very list the member's coupon page gets (GET /api/members/children/coupons).
    expect(detail.coupons).toEqual(await listCoupons(t.db, member, clock.now()));
  });
  it('records each opening of a member in the audit log (personal data viewed), once per admin, address and 10 minutes', async () => {
    const member = ids.pct ?? 0;
    const views = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'personal_data.view'), eq(auditLog.resourceKind, 'member'), eq(auditLog.resourceId, member)))
        .orderBy(auditLog.id);
    const open = (remoteAddress: string) => t.request('GET', `/api/admin/members/${member}`, { tokens: admin, remoteAddress });
    expect((await open('203.0.113.5')).status).toBe(200);
    expect((await open('203.0.113.5')).status).toBe(200);
    expect(await views()).toMatchObject([{ adminId: ids.admin, clientAddress: '203.0.113.5' }]);
    await open('203.0.113.6');
    clock.advance(10 * 60_000 + 1);
    await open('203.0.113.5');
    expect((await views()).map((v) => v.clientAddress)).toEqual(['203.0.113.5', '203.0.113.6', '203.0.113.5']);
    const log = dataOf(
      await t.request('GET', `/api/admin/audit-log?action=personal_data.view&resourceKind=member&resourceId=${member}`, { tokens: admin }),
      AuditPage,
    );
    expect(log.items).toHaveLength(3);
    // A refused opening shows nothing and records nothing.
    const before = (await t.db.select().from(auditLog)).length;
    await t.request('GET', `/api/admin/members/${ids.expert}`, { tokens: admin });
    expect((await t.db.select().from(auditLog)).length).toBe(before);
  });
});

describe('POST /api/admin/members/status (bulk)', () => {
  it('restricts several members in one transaction, each audited with the reason', async () => {
    const res = await t.request('POST', '/api/admin/members/status', {
      tokens: admin,
      body: { memberIds: [ids.dodam1, ids.dodam2], status: 'RESTRICTED', reason: '광고 도배' },
    });
    expect(dataOf(res, BulkResult)).toEqual({ changed: 2 });
    expect(await nicknames('?status=RESTRICTED&sort=nickname&dir=asc')).toEqual(['도담아빠', '도담이맘', '튼튼맘']);
    const audit = dataOf(await t.request('GET', `/api/admin/audit-log?resourceKind=member&resourceId=${ids.dodam1}`, { tokens: admin }), AuditPage);
    expect(audit.items[0]).toMatchObject({ action: 'member.status', reason: '광고 도배', after: { status: 'RESTRICTED' } });
  });
  it('changes nobody when one of them cannot change (an admin, or an unknown id)', async () => {
    const before = (await t.db.select().from(auditLog)).length;
    const res = await t.request('POST', '/api/admin/members/status', {
      tokens: admin,
      body: { memberIds: [ids.strong, ids.admin], status: 'ACTIVE', reason: '해제' },
    });
    expect(res.status).toBe(403);
    const missing = await t.request('POST', '/api/admin/members/status', {
      tokens: admin,
      body: { memberIds: [ids.strong, 999999], status: 'ACTIVE', reason: '해제' },
    });
    expect(missing.json).toMatchObject({ message: 'NoSuchMemberException' });
    // An expert is not in the member list and has no member detail: refused, not restricted (decision 0048).
    const expert = await t.request('POST', '/api/admin/members/status', {
      tokens: admin,
      body: { memberIds: [ids.strong, ids.expert], status: 'ACTIVE', reason: '해제' },
    });
    expect(expert).toMatchObject({ status: 403, json: { message: 'IllegalUserRoleException' } });
    const restrictExpert = await t.request('POST', '/api/admin/members/status', {
      tokens: admin,
      body: { memberIds: [ids.expert], status: 'RESTRICTED', reason: '제한' },
    });
    expect(restrictExpert.status).toBe(403);
    expect(
      (
        await t.db
          .select({ status: users.status })
          .from(users)
          .where(eq(users.id, ids.expert ?? 0))
      )[0]?.status,
    ).toBe('ACTIVE');
    expect(await nicknames('?status=RESTRICTED&sort=nickname&dir=asc')).toContain('튼튼맘');
    expect((await t.db.select().from(auditLog)).length).toBe(before);
  });
});
