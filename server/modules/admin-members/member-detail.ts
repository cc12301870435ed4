/**
 * One member for the back office (SPEC §2 /admin/member; decision 0041): the profile with the phone
 * masked, the children, the diary count, the latest order items, coupons and reports against them.
 * Revealing the phone is a call of its own that writes an audit row.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { MEMBER_DETAIL_ROWS, type MemberDetail } from '../../../src/contract/admin-members-api.ts';
import { koreaDayOf } from '../../../src/contract/calendar/today.ts';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { diaries, reports } from '../../db/schema/diaries.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { socialAccounts, users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { maskPhone } from '../../lib/csv-stream.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { couponView } from '../coupons/coupons.service.ts';

type Queryable = Pick<Db, 'select'>;

/** A ROLE_MEMBER user (withdrawn ones too: their records stay reviewable), or NoSuchMemberException. */
async function memberRow(db: Queryable, memberId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.role, 'ROLE_MEMBER')))
    .limit(1);
  if (!row) throw new AppError('NoSuchMemberException');
  return row;
}

/** The member's record; its coupons read as the member's own coupon page reads them (couponView, decision 0048). */
export async function memberDetail(db: Db, memberId: number, now: Date): Promise<MemberDetail> {
  const user = await memberRow(db, memberId);
  const [kids, diaryCount, items, held, against, providers] = await Promise.all([
    db
      .select({ id: children.id, nickname: children.nickname, born: children.born, birthDateTime: children.birthDateTime, birthDueDate: children.birthDueDate })
      .from(children)
      .where(eq(children.memberId, memberId))
      .orderBy(children.id),
    db.select({ n: count() }).from(diaries).where(eq(diaries.memberId, memberId)),
    db
      .select({
        id: orderItems.id,
        orderableType: orderItems.orderableType,
        status: orderItems.status,
        amount: orderItems.amount,
        createdAt: orderItems.createdAt,
      })
      .from(orderItems)
      .where(eq(orderItems.memberId, memberId))
      .orderBy(desc(orderItems.createdAt), desc(orderItems.id))
      .limit(MEMBER_DETAIL_ROWS),
    db.select().from(coupons).where(eq(coupons.memberId, memberId)).orderBy(desc(coupons.issuedAt), desc(coupons.id)).limit(MEMBER_DETAIL_ROWS),
    db
      .select({
        id: reports.id,
        reporterId: reports.reporterId,
        targetKind: reports.targetKind,
        targetId: reports.targetId,
        reason: reports.reason,
        createdAt: reports.createdAt,
        handledAt: reports.handledAt,
      })
      .from(reports)
      .where(eq(reports.reportedMemberId, memberId))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(MEMBER_DETAIL_ROWS),
    db.select({ provider: socialAccounts.provider }).from(socialAccounts).where(eq(socialAccounts.userId, memberId)),
  ]);
  return {
    id: user.id,
    loginId: user.loginId,
    nickname: user.nickname,
    name: user.name,
    email: user.email,
    phone: maskPhone(user.phone),
    phoneVerified: user.phoneVerifiedAt !== null,
    birthDate: user.birthDate,
    status: user.status,
    warningCount: user.warningCount,
    restrictionReason: user.restrictionReason,
    restrictedAt: user.restrictedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    withdrawnAt: user.withdrawnAt?.toISOString() ?? null,
    providers: providers.map((p) => p.provider),
    children: kids.map((k) => ({
      id: k.id,
      nickname: k.nickname,
      born: k.born,
      birthDay: k.birthDateTime ? koreaDayOf(k.birthDateTime) : k.birthDueDate,
    })),
    diaryCount: Number(diaryCount[0]?.n ?? 0),
    orderItems: items.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })),
    coupons: held.map((row) => couponView(row, now)),
    reports: against.map(({ handledAt, ...r }) => ({ ...r, createdAt: r.createdAt.toISOString(), handled: handledAt !== null })),
  };
}

/** The full phone number, with its audit row and the admin's reason in the same transaction (decisions 0041, 0048). */
export async function revealPhone(db: Db, actor: AuditActor, memberId: number, reason: string, now: Date): Promise<{ phone: string | null }> {
  return db.transaction(async (tx) => {
    const user = await memberRow(tx, memberId);
    await recordAudit(tx, actor, { action: 'member.phone_revealed', resourceKind: 'member', resourceId: memberId, reason }, now);
    return { phone: user.phone };
  });
}
