import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminCouponPage } from '../../../src/contract/admin-coupons-api.ts';
import { CSV_ROWS_HEADER, CSV_TRUNCATED_HEADER } from '../../../src/contract/admin-list.ts';
import { couponExpiresAt } from '../../../src/contract/coupons.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { users } from '../../db/schema/users.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

/** Decision 0046 (SPEC §2 admin area, decision 0041's list pattern): every member's coupons, as a list and as CSV. */
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const { signIn } = memberKit(() => t);
let admin: Pair;
const ids = { parent: 0, friend: 0, admin: 0, usable: 0, used: 0, expired: 0, friends: 0 };

const list = async (query: string) => dataOf(await t.request('GET', `/api/admin/coupons${query}`, { tokens: admin }), AdminCouponPage);
const listIds = async (query: string) => (await list(query)).items.map((c) => c.id);
const idOf = async (loginId: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId)))[0]?.id ?? 0;

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  admin = await signIn('admin');
  ids.parent = await idOf('parent');
  ids.friend = await idOf('friend');
  ids.admin = await idOf('admin');
  await t.db.delete(coupons);
  const add = async (memberId: number, issuedAt: string, lastDay: string, usedAt: string | null = null) =>
    (
      await t.db
        .insert(coupons)
        .values({
          memberId,
          kind: 'DIARY_COMMENT',
          name: '전문가 댓글 쿠폰',
          issuedAt: new Date(issuedAt),
          expiresAt: couponExpiresAt(lastDay),
          usedAt: usedAt === null ? null : new Date(usedAt),
        })
        .returning({ id: coupons.id })
    )[0]?.id ?? 0;
  // Issued at 00:30 KST on 11-01: 10-31 in UTC, 11-01 in Korea (the CSV's and the range's day).
  ids.usable = await add(ids.parent, '2026-10-31T15:30:00Z', '2026-12-05');
  ids.used = await add(ids.parent, '2026-10-01T01:00:00Z', '2026-12-31', '2026-10-02T02:05:00Z');
  ids.expired = await add(ids.parent, '2026-09-01T01:00:00Z', '2026-11-21');
  ids.friends = await add(ids.friend, '2026-11-10T01:00:00Z', '2026-12-31');
});

describe('GET /api/admin/coupons', () => {
  it('lists every member’s coupons newest issued first, with the holder and the status of now', async () => {
    const page = await list('');
    expect(page.items.map((c) => c.id)).toEqual([ids.friends, ids.usable, ids.used, ids.expired]);
    expect(page).toMatchObject({ total: 4, page: 1, size: 20 });
    expect(page.items.map((c) => c.status)).toEqual(['AVAILABLE', 'AVAILABLE', 'USED', 'EXPIRED']);
    expect(page.items[1]?.member).toEqual({ id: ids.parent, nickname: '하늘맘' });
  });
  it('filters by status chip, holder (part of the nickname, member number) and Korea days issued', async () => {
    expect(await listIds('?status=AVAILABLE&sort=id&dir=asc')).toEqual([ids.usable, ids.friends]);
    expect(await listIds('?status=USED')).toEqual([ids.used]);
    expect(await listIds('?status=EXPIRED')).toEqual([ids.expired]);
    expect(await listIds('?category=nickname&q=하늘')).toEqual([ids.usable, ids.used, ids.expired]);
    expect(await listIds(`?category=id&q=${ids.friend}`)).toEqual([ids.friends]);
    expect(await listIds('?from=2026-11-01&to=2026-11-01')).toEqual([ids.usable]);
    expect(await listIds('?sort=expiresAt&dir=asc')).toEqual([ids.expired, ids.usable, ids.used, ids.friends]);
  });
  it('finds nothing for a member number past int4 instead of failing (decision 0046)', async () => {
    expect(await list('?category=id&q=2147483648')).toMatchObject({ items: [], total: 0 });
    expect(await list('?category=id&q=9999999999')).toMatchObject({ items: [], total: 0 });
  });
  it('refuses a bad status, sort or search with the SPEC §8 keys', async () => {
    expect((await t.request('GET', '/api/admin/coupons?status=GONE', { tokens: admin })).json).toMatchObject({ code: '400', message: 'BadRequest' });
    expect((await t.request('GET', '/api/admin/coupons?sort=name', { tokens: admin })).status).toBe(400);
    expect((await t.request('GET', '/api/admin/coupons?category=phone&q=010', { tokens: admin })).json).toMatchObject({ message: 'InvalidSearchCategory' });
    expect((await t.request('GET', '/api/admin/coupons?category=id&q=abc', { tokens: admin })).json).toMatchObject({ message: 'InvalidMemberId' });
  });
  it('is for admins only', async () => {
    const parent = await signIn('parent');
    expect((await t.request('GET', '/api/admin/coupons', { tokens: parent })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/coupons/csv')).status).toBe(401);
  });
});

describe('GET /api/admin/coupons/csv', () => {
  it('writes Korea time and the member’s words for the statuses, and audits the export', async () => {
    const res = await t.request('GET', '/api/admin/coupons/csv?category=nickname&q=하늘&sort=id&dir=asc', { tokens: admin, remoteAddress: '198.51.100.9' });
    expect(res.status).toBe(200);
    expect(res.headers.get(CSV_ROWS_HEADER)).toBe('3');
    expect(res.headers.get(CSV_TRUNCATED_HEADER)).toBe('false');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('쿠폰 번호,쿠폰 이름,회원 번호,닉네임,상태,발급 시각,사용 기한,사용 시각');
    expect(lines.slice(1)).toEqual([
      `${ids.usable},전문가 댓글 쿠폰,${ids.parent},하늘맘,사용 가능,2026-11-01 00:30,2026-12-05,`,
      `${ids.used},전문가 댓글 쿠폰,${ids.parent},하늘맘,사용 완료,2026-10-01 10:00,2026-12-31,2026-10-02 11:05`,
      `${ids.expired},전문가 댓글 쿠폰,${ids.parent},하늘맘,만료,2026-09-01 10:00,2026-11-21,`,
    ]);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'list.export'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      adminId: ids.admin,
      resourceKind: 'list',
      after: { list: 'coupons', filter: 'category=nickname&q=하늘&sort=id&dir=asc', rows: 3, truncated: false },
      clientAddress: '198.51.100.9',
    });
  });
  it('answers only the header for a member number past int4', async () => {
    const res = await t.request('GET', '/api/admin/coupons/csv?category=id&q=2147483648', { tokens: admin });
    expect(res.status).toBe(200);
    expect(
      res.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });
});
