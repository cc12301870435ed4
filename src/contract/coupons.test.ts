import { describe, expect, it } from 'vitest';
import { COUPON_LAST_DAY_MAX_DAYS, couponDaysLeft, couponExpiresAt, couponLastDay, couponLastDayProblem, couponStatus } from './coupons.ts';

// Expires at 2026-12-01 00:00 in Korea = 2026-11-30T15:00:00Z: usable through 11-30 (Korea time).
const expiresAt = '2026-11-30T15:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('coupon status and expiry in Korea time (decision 0014)', () => {
  it('is AVAILABLE until the last millisecond before expiresAt, EXPIRED from it on', () => {
    expect(couponStatus({ usedAt: null, expiresAt }, at('2026-11-30T14:59:59.999Z'))).toBe('AVAILABLE');
    expect(couponStatus({ usedAt: null, expiresAt }, at('2026-11-30T15:00:00.000Z'))).toBe('EXPIRED');
    expect(couponStatus({ usedAt: null, expiresAt: new Date(expiresAt) }, Date.parse('2026-12-05T00:00:00Z'))).toBe('EXPIRED');
  });

  it('stays USED once spent, expired or not', () => {
    expect(couponStatus({ usedAt: '2026-11-01T00:00:00Z', expiresAt }, at('2026-11-02T00:00:00Z'))).toBe('USED');
    expect(couponStatus({ usedAt: new Date('2026-11-01T00:00:00Z'), expiresAt }, at('2027-01-01T00:00:00Z'))).toBe('USED');
  });

  it('issues a coupon usable through a Korea date to expire at the Korea midnight after it (decision 0027)', () => {
    expect(couponExpiresAt('2026-11-30').toISOString()).toBe(expiresAt);
    expect(couponLastDay(couponExpiresAt('2027-02-28').toISOString())).toBe('2027-02-28');
  });

  it('names the last usable Korea date', () => {
    expect(couponLastDay(expiresAt)).toBe('2026-11-30');
    // An expiry at 09:00 in Korea still leaves that Korea day usable.
    expect(couponLastDay('2026-12-01T00:00:00Z')).toBe('2026-12-01');
  });

  it('counts Korea days to the last day: D - 1, D - Day, then negative', () => {
    // 2026-11-29 23:59 in Korea.
    expect(couponDaysLeft(expiresAt, at('2026-11-29T14:59:00Z'))).toBe(1);
    // 2026-11-30 00:00 in Korea (still 11-29 in UTC).
    expect(couponDaysLeft(expiresAt, at('2026-11-29T15:00:00Z'))).toBe(0);
    expect(couponDaysLeft(expiresAt, at('2026-11-30T14:59:59Z'))).toBe(0);
    expect(couponDaysLeft(expiresAt, at('2026-11-30T15:00:00Z'))).toBe(-1);
    expect(couponDaysLeft(expiresAt, at('2026-11-20T03:00:00Z'))).toBe(10);
  });
});

describe('an admin coupon’s last day (decision 0048)', () => {
  it('is a Korea day from today to COUPON_LAST_DAY_MAX_DAYS ahead, judged at Korea midnight', () => {
    // 2026-11-27T15:30Z is already 2026-11-28 in Korea.
    const now = at('2026-11-27T15:30:00Z');
    expect(COUPON_LAST_DAY_MAX_DAYS).toBe(365);
    expect(couponLastDayProblem('2026-11-27', now)).toBe('InvalidCouponLastDay');
    expect(couponLastDayProblem('2026-11-28', now)).toBeNull();
    expect(couponLastDayProblem('2027-11-28', now)).toBeNull();
    expect(couponLastDayProblem('2027-11-29', now)).toBe('InvalidCouponLastDay');
    expect(couponLastDayProblem('2999-12-31', now)).toBe('InvalidCouponLastDay');
  });
  it('is what the member detail says: a coupon issued through 12-05 reads 12-05, not the day after', () => {
    expect(couponLastDay(couponExpiresAt('2026-12-05').toISOString())).toBe('2026-12-05');
  });
});
