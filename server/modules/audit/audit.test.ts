import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSV_ROWS_HEADER, CSV_ROWS_MAX, CSV_TRUNCATED_HEADER, LIST_TOTAL_MAX } from '../../../src/contract/admin-list.ts';
import { AuditAdmins, AuditPage } from '../../../src/contract/audit-api.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

/** Decision 0041: every admin change writes its audit row in the same transaction; the log is read-only and admin-only. */
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const { signIn } = memberKit(() => t);
let admin: Pair;
let parent: Pair;
let parentId = 0;
let adminId = 0;

const idOf = async (loginId: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId)))[0]?.id ?? 0;
const rowsFor = (memberId: number) => t.db.select().from(auditLog).where(eq(auditLog.resourceId, memberId));

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  admin = await signIn('admin');
  parent = await signIn('parent');
  parentId = await idOf('parent');
  adminId = await idOf('admin');
});

describe('audit rows of admin changes', () => {
  it('a warning count change writes admin, action, before, after, reason and the client address', async () => {
    const res = await t.request('PATCH', `/api/admin/moderation/members/${parentId}/warning-count`, {
      tokens: admin,
      body: { change: 2, reason: '욕설' },
      remoteAddress: '203.0.113.7',
    });
    expect(res.status).toBe(200);
    const [row] = await rowsFor(parentId);
    expect(row).toMatchObject({
      adminId,
      action: 'member.warning_count',
      resourceKind: 'member',
      resourceId: parentId,
      before: { warningCount: 0 },
      after: { warningCount: 2 },
      reason: '욕설',
      clientAddress: '203.0.113.7',
    });
  });
  it('a refused change (below 0) writes no row: the row lives in the change’s transaction', async () => {
    const before = (await rowsFor(parentId)).length;
    const res = await t.request('PATCH', `/api/admin/moderation/members/${parentId}/warning-count`, { tokens: admin, body: { change: -5, reason: '취소' } });
    expect(res.json).toMatchObject({ message: 'WarningCountBelowZeroException' });
    expect((await rowsFor(parentId)).length).toBe(before);
  });
  it('status changes, lifts, restores and coupon issues are audited', async () => {
    await t.request('PUT', `/api/admin/moderation/members/${parentId}/status`, { tokens: admin, body: { status: 'RESTRICTED', reason: '도배' } });
    await t.request('DELETE', `/api/admin/moderation/members/${parentId}/restriction`, { tokens: admin, body: { reason: '소명 확인' } });
    const coupon = await t.request('POST', `/api/admin/members/${parentId}/coupons`, { tokens: admin, body: { lastDay: '2026-12-31', reason: '이벤트 당첨' } });
    expect(coupon.status).toBe(200);
    const actions = (await rowsFor(parentId)).map((r) => [r.action, r.reason]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['member.status', '도배'],
        ['member.status', '소명 확인'],
        ['coupon.issue', '이벤트 당첨'],
      ]),
    );
  });
});

describe('GET /api/admin/audit-log', () => {
  it('lists newest first with the admin’s name, filtered by resource, action and Korea days', async () => {
    const all = dataOf(await t.request('GET', `/api/admin/audit-log?resourceKind=member&resourceId=${parentId}`, { tokens: admin }), AuditPage);
    expect(all.total).toBe(4);
    expect(all.items[0]?.action).toBe('coupon.issue');
    expect(all.items[0]?.adminName).toBe('관리자');
    // The record by name, not only its number (decision 0082).
    expect(all.items.every((e) => e.resourceName !== null && e.resourceName !== '')).toBe(true);
    // Only an order item's row names an order (the log links it to /admin/payment?orderId=…).
    expect(all.items.map((e) => e.orderId)).toEqual([null, null, null, null]);
    const warnings = dataOf(await t.request('GET', '/api/admin/audit-log?action=member.warning_count', { tokens: admin }), AuditPage);
    expect(warnings.items.map((e) => e.reason)).toEqual(['욕설']);
    const today = dataOf(await t.request('GET', '/api/admin/audit-log?from=2026-11-22&to=2026-11-22', { tokens: admin }), AuditPage);
    expect(today.total).toBe(4);
    const tomorrow = dataOf(await t.request('GET', '/api/admin/audit-log?from=2026-11-23', { tokens: admin }), AuditPage);
    expect(tomorrow.total).toBe(0);
    const paged = dataOf(await t.request('GET', '/api/admin/audit-log?size=1&page=2&dir=asc', { tokens: admin }), AuditPage);
    expect(paged).toMatchObject({ total: 4, page: 2, size: 1, items: [{ action: 'member.status', reason: '도배' }] });
  });
  it('filters by the admin who made the change; auditAdmins lists the admins to choose from (decision 0046)', async () => {
    const mine = dataOf(
      await t.request('GET', `/api/admin/audit-log?adminId=${adminId}&resourceKind=member&resourceId=${parentId}`, { tokens: admin }),
      AuditPage,
    );
    expect(mine.total).toBe(4);
    const others = dataOf(await t.request('GET', `/api/admin/audit-log?adminId=${parentId}`, { tokens: admin }), AuditPage);
    expect(others.total).toBe(0);
    expect((await t.request('GET', '/api/admin/audit-log?adminId=x', { tokens: admin })).json).toMatchObject({ message: 'InvalidMemberId' });
    const admins = dataOf(await t.request('GET', '/api/admin/audit-log/admins', { tokens: admin }), AuditAdmins);
    expect(admins.admins).toEqual([{ id: adminId, name: '관리자' }]);
    expect((await t.request('GET', '/api/admin/audit-log/admins', { tokens: parent })).status).toBe(403);
  });
  it('answers SPEC §8 keys for a bad date range and refuses other roles', async () => {
    expect((await t.request('GET', '/api/admin/audit-log?from=2026-11-23&to=2026-11-22', { tokens: admin })).json).toMatchObject({
      code: '400',
      message: 'InvalidSearchDateRange',
    });
    expect((await t.request('GET', '/api/admin/audit-log?from=2026-02-30', { tokens: admin })).json).toMatchObject({ message: 'InvalidSearchDateRange' });
    expect((await t.request('GET', '/api/admin/audit-log', { tokens: parent })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/audit-log/csv')).status).toBe(401);
  });
  it('exports the filter as CSV with a BOM', async () => {
    const res = await t.request('GET', `/api/admin/audit-log/csv?resourceKind=member&resourceId=${parentId}`, { tokens: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''");
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe('번호,시각 (한국 시간),관리자,작업,대상 종류,대상,대상 번호,변경 내용,사유,접속 주소');
    // The log's words and Korea time (decision 0046): 2026-11-22T03:00Z is 12:00 in Korea; the
    // member by name and the change in words, never the stored JSON (decision 0082).
    const nickname = dataOf(await t.request('GET', '/api/users/me', { tokens: parent }), v.object({ nickname: v.string() })).nickname;
    expect(lines[1]?.split(',').slice(1, 7)).toEqual(['2026-11-22 12:00', '관리자', '쿠폰 발급', '회원', nickname, String(parentId)]);
    expect(res.text).toContain('경고 횟수: 0 → 2');
    expect(res.text).toContain('상태: 정상 → 이용 제한');
    expect(res.text).not.toMatch(/[{}"]\w+"?:/);
  });
  it(`counts a list's total up to LIST_TOTAL_MAX and then says it stopped (decision 0041)`, async () => {
    await t.db.execute(
      sql`insert into audit_log (admin_id, action, resource_kind, resource_id, client_address, created_at)
          select ${adminId}, 'member.status', 'member', 900000 + g, '127.0.0.1', ${new Date('2026-10-01T03:00:00Z')} from generate_series(1, ${LIST_TOTAL_MAX + 5}) g`,
    );
    const all = dataOf(await t.request('GET', '/api/admin/audit-log?size=1', { tokens: admin }), AuditPage);
    expect({ total: all.total, totalCapped: all.totalCapped }).toEqual({ total: LIST_TOTAL_MAX, totalCapped: true });
    const one = dataOf(await t.request('GET', '/api/admin/audit-log?resourceKind=member&resourceId=900003', { tokens: admin }), AuditPage);
    expect({ total: one.total, totalCapped: one.totalCapped }).toEqual({ total: 1, totalCapped: false });
  });
  it('says when a CSV stopped at CSV_ROWS_MAX, and records the export with its filter and row count (decision 0046)', async () => {
    const res = await t.request('GET', '/api/admin/audit-log/csv?action=member.status', { tokens: admin, remoteAddress: '203.0.113.9' });
    expect(res.headers.get(CSV_TRUNCATED_HEADER)).toBe('true');
    expect(res.headers.get(CSV_ROWS_HEADER)).toBe(String(CSV_ROWS_MAX));
    expect(
      res.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(CSV_ROWS_MAX + 1);
    const exports = dataOf(await t.request('GET', `/api/admin/audit-log?action=list.export&adminId=${adminId}`, { tokens: admin }), AuditPage);
    expect(exports.items[0]).toMatchObject({
      resourceKind: 'list',
      after: { list: 'audit_log', filter: 'action=member.status', rows: CSV_ROWS_MAX, truncated: true },
      clientAddress: '203.0.113.9',
    });
  });
});
