import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChildListItem } from '../../../src/contract/child.ts';
import { CouponListData, type Coupon } from '../../../src/contract/coupons.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

const NOON = new Date('2026-11-22T03:00:00Z');
const clock = testClock(NOON);

const members = memberKit(() => t);
const { signIn, join } = members;
const BAD = { code: '400', message: 'BadRequest' };

async function firstChild(tokens: Pair): Promise<ChildListItem> {
  const [first] = await members.children(tokens);
  return first ?? expect.unreachable('the member has no child');
}
const memberId = async (tokens: Pair) => (await members.me(tokens)).id;
async function couponList(tokens: Pair, path = '/api/members/children/coupons'): Promise<Coupon[]> {
  const res = await t.request('GET', path, { tokens });
  expect(res.status, path).toBe(200);
  return dataOf(res, CouponListData).coupons;
}

const t = testApp({ clock, demo: true });
beforeAll(async () => {});

describe('GET /api/members/children/coupons and /coupons/available (SPEC §7)', () => {
  it('lists the parent\u2019s coupons with their status; available = not used and not expired, soonest first', async () => {
    const parent = await signIn('parent');
    const all = await couponList(parent);
    expect(all.map((c) => c.status).sort()).toEqual(['AVAILABLE', 'AVAILABLE', 'EXPIRED', 'USED']);
    expect(Object.keys(all[0] ?? {}).sort()).toEqual(['expiresAt', 'id', 'issuedAt', 'kind', 'name', 'status', 'usedAt']);
    const available = await couponList(parent, '/api/members/children/coupons/available');
    expect(available.map((c) => c.status)).toEqual(['AVAILABLE', 'AVAILABLE']);
    expect(available.map((c) => c.name)).toEqual(['첫 돌 기념 전문가 코멘트 쿠폰', '가입 축하 전문가 코멘트 쿠폰']);
  });

  it('is not captured by GET /api/members/children/:id, which still answers numeric ids', async () => {
    const parent = await signIn('parent');
    const res = await t.request('GET', '/api/members/children/coupons', { tokens: parent });
    expect(res.json).toMatchObject({ code: '200', data: { coupons: expect.any(Array) } });
    const dodam = await firstChild(parent);
    expect((await t.request('GET', `/api/members/children/${dodam.id}`, { tokens: parent })).json).toMatchObject({
      code: '200',
      data: { summary: { nickname: '도담이' } },
    });
    expect((await t.request('GET', '/api/members/children/coupon', { tokens: parent })).json).toEqual(BAD);
  });

  it('shows only the caller\u2019s own coupons (a new member holds just the welcome coupon of decision 0027)', async () => {
    const stranger = await join('couponless', '쿠폰없맘');
    expect((await couponList(stranger)).map((c) => c.name)).toEqual(['가입 축하 전문가 코멘트 쿠폰']);
    expect((await couponList(stranger, '/api/members/children/coupons/available')).map((c) => c.name)).toEqual(['가입 축하 전문가 코멘트 쿠폰']);
  });

  it('expires exactly at expiresAt (a Korea-time midnight); a used coupon stays USED', async () => {
    const tokens = await join('edgemom', '경계맘');
    const member = await memberId(tokens);
    // Only the coupons below (not the welcome coupon of sign-up).
    await t.db.delete(coupons).where(eq(coupons.memberId, member));
    const expiresAt = new Date('2026-12-01T00:00:00+09:00');
    await t.db.insert(coupons).values([
      { memberId: member, kind: 'DIARY_COMMENT', name: '경계 쿠폰', issuedAt: NOON, expiresAt },
      { memberId: member, kind: 'DIARY_COMMENT', name: '쓴 쿠폰', issuedAt: NOON, expiresAt, usedAt: NOON },
    ]);
    const statusAt = async (at: Date) => {
      clock.set(at);
      const all = await couponList(tokens);
      const available = await couponList(tokens, '/api/members/children/coupons/available');
      clock.set(NOON);
      return { all: Object.fromEntries(all.map((c) => [c.name, c.status])), available: available.map((c) => c.name) };
    };
    expect(await statusAt(new Date(expiresAt.getTime() - 1))).toEqual({ all: { '경계 쿠폰': 'AVAILABLE', '쓴 쿠폰': 'USED' }, available: ['경계 쿠폰'] });
    expect(await statusAt(expiresAt)).toEqual({ all: { '경계 쿠폰': 'EXPIRED', '쓴 쿠폰': 'USED' }, available: [] });
  });

  it('refuses experts and admins (403) and callers without tokens (401)', async () => {
    for (const role of ['expert', 'admin']) {
      const tokens = await signIn(role);
      expect(await t.request('GET', '/api/members/children/coupons', { tokens })).toMatchObject({ status: 403, json: { message: 'IllegalUserRoleException' } });
      expect(await t.request('GET', '/api/members/children/coupons/available', { tokens })).toMatchObject({
        status: 403,
        json: { message: 'IllegalUserRoleException' },
      });
    }
    expect((await t.request('GET', '/api/members/children/coupons')).json).toEqual({ code: '401', message: 'UserAuthenticationException' });
  });
});
