import * as v from 'valibot';
import { daysUntil } from './calendar/d-day.ts';
import { dayNumberOfIso, koreaMidnightMs } from './calendar/days.ts';
import { koreaDayAfter, koreaDayOf } from './calendar/today.ts';

/**
 * Coupons (decision 0014; SPEC §3 leaves their fields open). Decision 0027 issues and spends them;
 * kind DIARY_COMMENT is the expert-comment coupon of SPEC §8. `expiresAt` is the first instant the
 * coupon no longer works (exclusive); coupons are issued to expire at a Korea-time midnight, so the
 * last usable day is the Korea date just before it. Status is computed at read time, never stored.
 */
export const COUPON_KINDS = ['DIARY_COMMENT'] as const;
export const COUPON_STATUSES = ['AVAILABLE', 'USED', 'EXPIRED'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const Coupon = v.object({
  id: v.number(),
  kind: v.picklist(COUPON_KINDS),
  name: v.string(),
  issuedAt: v.string(),
  expiresAt: v.string(),
  usedAt: v.nullable(v.string()),
  status: v.picklist(COUPON_STATUSES),
});
export type Coupon = v.InferOutput<typeof Coupon>;

export const CouponListData = v.object({ coupons: v.array(Coupon) });

const ms = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** USED once spent (even if it has expired since), else EXPIRED from expiresAt on, else AVAILABLE. */
export function couponStatus(coupon: { usedAt: Date | string | null; expiresAt: Date | string }, now: Date | number): CouponStatus {
  if (coupon.usedAt !== null) return 'USED';
  const nowMs = typeof now === 'number' ? now : now.getTime();
  return nowMs >= ms(coupon.expiresAt) ? 'EXPIRED' : 'AVAILABLE';
}

/** The last Korea date on which the coupon can be used (YYYY-MM-DD). */
export function couponLastDay(expiresAt: string): string {
  return koreaDayOf(Date.parse(expiresAt) - 1);
}

/** Korea days from today to the last usable day: 0 on the last day ('D - Day'), negative after. */
export function couponDaysLeft(expiresAt: string, now: Date | number = Date.now()): number {
  return daysUntil(couponLastDay(expiresAt), now);
}

/**
 * How far ahead an admin may set a coupon's last day (decision 0048): a year, counted in Korea days
 * from today. A coupon good through 2999 is a typo or a grant nobody can audit.
 */
export const COUPON_LAST_DAY_MAX_DAYS = 365;

/** The SPEC §8-style key of an admin's last day outside today … today + COUPON_LAST_DAY_MAX_DAYS, or null. */
export function couponLastDayProblem(lastDay: string, now: Date): 'InvalidCouponLastDay' | null {
  const today = koreaDayAfter(now, 0);
  return lastDay < today || lastDay > koreaDayAfter(now, COUPON_LAST_DAY_MAX_DAYS) ? 'InvalidCouponLastDay' : null;
}

/** The exclusive expiry of a coupon usable through the Korea date `lastDay`: the Korea midnight after it. */
export function couponExpiresAt(lastDay: string): Date {
  return new Date(koreaMidnightMs(dayNumberOfIso(lastDay) + 1));
}
