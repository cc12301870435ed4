import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { couponStatus, type Coupon } from '../../../src/contract/coupons.ts';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/coupons.ts';

type CouponRow = typeof coupons.$inferSelect;

/** A coupon as the member reads it; its status computed from `now`. */
export function couponView(row: CouponRow, now: Date): Coupon {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    status: couponStatus(row, now),
  };
}

/** Every coupon of the member, newest first. */
export async function listCoupons(db: Db, memberId: number, now: Date): Promise<Coupon[]> {
  const rows = await db.select().from(coupons).where(eq(coupons.memberId, memberId)).orderBy(desc(coupons.issuedAt), desc(coupons.id));
  return rows.map((row) => couponView(row, now));
}

/** Usable now: not used and not expired (expiresAt is exclusive), the soonest to expire first. */
export async function listAvailableCoupons(db: Db, memberId: number, now: Date): Promise<Coupon[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.memberId, memberId), isNull(coupons.usedAt), gt(coupons.expiresAt, now)))
    .orderBy(coupons.expiresAt, coupons.id);
  return rows.map((row) => couponView(row, now));
}
