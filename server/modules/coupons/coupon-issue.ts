/**
 * Issuing comment coupons (decision 0027): one welcome coupon when a member is created, and coupons an
 * admin hands out. A coupon is usable through a Korea date and expires at the Korea midnight after
 * it (decision 0014), so a member reads "until 2월 20일" rather than an instant.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { couponExpiresAt, couponLastDayProblem, type CouponKind } from '../../../src/contract/coupons.ts';
import { koreaDayAfter } from '../../../src/contract/calendar/today.ts';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';

type Queryable = Pick<Db, 'select' | 'insert'>;
type CouponRow = typeof coupons.$inferSelect;

export const WELCOME_COUPON_NAME = '가입 축하 전문가 코멘트 쿠폰';
/** The welcome coupon is usable today and the next 90 Korea days. */
export const WELCOME_COUPON_DAYS = 90;
export const DEFAULT_COUPON_NAME = '전문가 코멘트 쿠폰';

export async function issueCoupon(q: Queryable, memberId: number, input: { kind?: CouponKind; name: string; lastDay: string; now: Date }): Promise<CouponRow> {
  const [row] = await q
    .insert(coupons)
    .values({ memberId, kind: input.kind ?? 'DIARY_COMMENT', name: input.name, issuedAt: input.now, expiresAt: couponExpiresAt(input.lastDay) })
    .returning();
  if (!row) throw new AppError('UnknownErrorOccurred', 'coupon not stored');
  return row;
}

/** Called in the transaction that creates the member (ID/password join or first social sign-in). */
export function issueWelcomeCoupon(q: Queryable, memberId: number, now: Date): Promise<CouponRow> {
  return issueCoupon(q, memberId, { name: WELCOME_COUPON_NAME, lastDay: koreaDayAfter(now, WELCOME_COUPON_DAYS), now });
}

/**
 * An admin's coupon for a member (ROLE_MEMBER, not withdrawn: NoSuchMemberException otherwise), with
 * the reason in its audit row. A last day before today would make a coupon born expired, and one past
 * COUPON_LAST_DAY_MAX_DAYS a grant nobody reviews: both InvalidCouponLastDay (decision 0048).
 */
export async function issueCouponByAdmin(
  db: Db,
  actor: AuditActor,
  memberId: number,
  body: { name?: string | undefined; lastDay: string; reason: string },
  now: Date,
): Promise<CouponRow> {
  const problem = couponLastDayProblem(body.lastDay, now);
  if (problem) throw new AppError(problem);
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, memberId), eq(users.role, 'ROLE_MEMBER'), isNull(users.withdrawnAt)))
      .limit(1);
    if (!member) throw new AppError('NoSuchMemberException');
    const coupon = await issueCoupon(tx, member.id, { name: body.name ?? DEFAULT_COUPON_NAME, lastDay: body.lastDay, now });
    // The coupon is recorded on the member, so the member's detail shows it (decision 0041).
    await recordAudit(
      tx,
      actor,
      {
        action: 'coupon.issue',
        resourceKind: 'member',
        resourceId: member.id,
        after: { couponId: coupon.id, name: coupon.name, lastDay: body.lastDay },
        reason: body.reason,
      },
      now,
    );
    return coupon;
  });
}
