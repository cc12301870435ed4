import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { koreaDayAfter } from '../../../src/contract/calendar/today.ts';
import { COUPON_LAST_DAY_MAX_DAYS, couponLastDay, CouponListData } from '../../../src/contract/coupons.ts';
import { expertCommentsApi } from '../../../src/contract/expert-comments-api.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

// 2026-11-22 12:00 KST.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = memberKit(() => t);
let admin: Pair;

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  admin = await k.signIn('admin');
});

const available = async (tokens: Pair) => dataOf(await t.request('GET', '/api/members/children/coupons/available', { tokens }), CouponListData).coupons;
const issue = (tokens: Pair, memberId: number | string, body: object) =>
  t.request('POST', `/api/admin/members/${memberId}/coupons`, { tokens, body: { reason: '이벤트 당첨', ...body } });
const failure = (status: number, message: string) => ({ status, json: { code: String(status), message } });

describe('the welcome coupon of sign-up (decision 0027)', () => {
  it('gives a new ID/password member one expert comment coupon, usable today and the next 90 Korea days', async () => {
    const tokens = await k.join('welcomemom', '환영맘');
    const [coupon, ...more] = await available(tokens);
    expect(more).toEqual([]);
    expect(coupon).toMatchObject({
      kind: 'DIARY_COMMENT',
      name: '가입 축하 전문가 코멘트 쿠폰',
      status: 'AVAILABLE',
      usedAt: null,
      issuedAt: clock.now().toISOString(),
    });
    // 2026-11-22 + 90 days = 2027-02-20, expiring at the Korea midnight after it.
    expect(couponLastDay(coupon?.expiresAt ?? '')).toBe('2027-02-20');
    expect(coupon?.expiresAt).toBe('2027-02-20T15:00:00.000Z');
  });

  it('is not issued when the join is refused (UserInfoDuplicateException)', async () => {
    const before = (await t.db.select().from(coupons)).length;
    const res = await t.request('POST', '/api/open/users/join', { body: { userId: 'welcomemom', password: 'goodpass1', nickname: '다른환영맘' } });
    expect(res).toMatchObject(failure(409, 'UserInfoDuplicateException'));
    expect((await t.db.select().from(coupons)).length).toBe(before);
  });
});

describe('POST /api/admin/members/:id/coupons (decision 0027)', () => {
  it('issues a coupon usable through the given Korea date; the member sees it among the usable ones', async () => {
    const tokens = await k.join('giftmom', '선물맘');
    const member = await k.me(tokens);
    const res = await issue(admin, member.id, { name: '  이벤트 당첨 쿠폰 ', lastDay: '2026-12-31' });
    const coupon = dataOf(res, expertCommentsApi.issueCoupon.response);
    expect(coupon).toMatchObject({ kind: 'DIARY_COMMENT', name: '이벤트 당첨 쿠폰', status: 'AVAILABLE', expiresAt: '2026-12-31T15:00:00.000Z', usedAt: null });
    expect((await available(tokens)).map((c) => c.name)).toEqual(['이벤트 당첨 쿠폰', '가입 축하 전문가 코멘트 쿠폰']);
  });

  it('names it 전문가 코멘트 쿠폰 when no name is given, and takes today as the last day', async () => {
    const member = await k.me(await k.join('todaymom', '오늘맘'));
    const coupon = dataOf(await issue(admin, member.id, { lastDay: '2026-11-22' }), expertCommentsApi.issueCoupon.response);
    expect(coupon).toMatchObject({ name: '전문가 코멘트 쿠폰', status: 'AVAILABLE', expiresAt: '2026-11-22T15:00:00.000Z' });
  });

  it('answers NoSuchMemberException for an unknown id, an expert or an admin (coupons are for members)', async () => {
    const expert = await k.me(await k.signIn('expert'));
    const self = await k.me(admin);
    for (const id of [999_999, expert.id, self.id])
      expect(await issue(admin, id, { lastDay: '2026-12-31' })).toMatchObject(failure(404, 'NoSuchMemberException'));
  });

  it('refuses an impossible date, a missing one and an empty name with 400, storing nothing', async () => {
    const member = await k.me(await k.join('baddatemom', '날짜맘'));
    for (const body of [{ lastDay: '2026-02-30' }, { lastDay: 'tomorrow' }, {}, { lastDay: '2026-12-31', name: '' }]) {
      expect(await issue(admin, member.id, body), JSON.stringify(body)).toMatchObject(failure(400, 'BadRequest'));
    }
    expect(await t.db.select().from(coupons).where(eq(coupons.memberId, member.id))).toHaveLength(1);
  });

  it('takes a last day from today to a year ahead: before it or past it is 422 InvalidCouponLastDay (decision 0048)', async () => {
    const member = await k.me(await k.join('capmom', '한도맘'));
    // Today is 2026-11-22 in Korea; COUPON_LAST_DAY_MAX_DAYS (365) ahead is 2027-11-22.
    expect(koreaDayAfter(clock.now(), COUPON_LAST_DAY_MAX_DAYS)).toBe('2027-11-22');
    for (const lastDay of ['2026-11-21', '2027-11-23', '2999-12-31'])
      expect(await issue(admin, member.id, { lastDay }), lastDay).toMatchObject(failure(422, 'InvalidCouponLastDay'));
    expect(await t.db.select().from(coupons).where(eq(coupons.memberId, member.id))).toHaveLength(1);
    const last = dataOf(await issue(admin, member.id, { lastDay: '2027-11-22' }), expertCommentsApi.issueCoupon.response);
    expect(couponLastDay(last.expiresAt)).toBe('2027-11-22');
  });

  it('requires a reason and keeps it in the audit row', async () => {
    const member = await k.me(await k.join('reasonmom', '사유맘'));
    for (const reason of ['', '  ']) expect(await issue(admin, member.id, { lastDay: '2026-12-31', reason }), reason).toMatchObject(failure(400, 'BadRequest'));
    dataOf(await issue(admin, member.id, { lastDay: '2026-12-31', reason: '불편 보상' }), expertCommentsApi.issueCoupon.response);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'coupon.issue'), eq(auditLog.resourceId, member.id)));
    expect(row).toMatchObject({ reason: '불편 보상', after: { lastDay: '2026-12-31' } });
  });

  it('is for admins only (SPEC §6)', async () => {
    const member = await k.me(await k.signIn('parent'));
    for (const role of ['parent', 'expert'])
      expect(await issue(await k.signIn(role), member.id, { lastDay: '2026-12-31' })).toMatchObject(failure(403, 'IllegalUserRoleException'));
    expect((await t.request('POST', `/api/admin/members/${member.id}/coupons`, { body: { lastDay: '2026-12-31' } })).status).toBe(401);
  });
});
