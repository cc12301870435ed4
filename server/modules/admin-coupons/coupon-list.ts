/**
 * Every member's coupons in the back office (SPEC §2 admin area; decisions 0014, 0041, 0046): the
 * holder searched by part of the nickname (the users trigram index) or the member number, the status
 * of the member's own list (usable, used, expired — computed from `now`, never stored), Korea days
 * issued; newest issued first; and the same filter as CSV.
 */
import { and, eq, gt, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { AdminCouponRow } from '../../../src/contract/admin-coupons-api.ts';
import type { AdminCouponListQuery } from '../../../src/contract/admin-coupons.ts';
import { couponLastDay, couponStatus, type CouponStatus } from '../../../src/contract/coupons.ts';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { users } from '../../db/schema/users.ts';
import { contains, idIs, koreaDayRange, listPage, orderOf, searchOf, type SearchSpec } from '../../lib/admin-list.ts';
import { koreaTime } from '../../lib/csv-stream.ts';
import type { CsvExport } from '../audit/csv-export.ts';

const SEARCH: SearchSpec<NonNullable<AdminCouponListQuery['category']>> = {
  id: (q) => idIs(coupons.memberId, q),
  nickname: (q) => contains(users.nickname, q),
};

function statusCondition(status: AdminCouponListQuery['status'], now: Date): SQL | undefined {
  switch (status) {
    case undefined:
      return undefined;
    case 'AVAILABLE':
      return and(isNull(coupons.usedAt), gt(coupons.expiresAt, now));
    case 'USED':
      return isNotNull(coupons.usedAt);
    case 'EXPIRED':
      return and(isNull(coupons.usedAt), lte(coupons.expiresAt, now));
  }
}

function couponWhere(query: AdminCouponListQuery, now: Date): SQL | undefined {
  return and(searchOf(SEARCH, query.category, query.q), statusCondition(query.status, now), ...koreaDayRange(coupons.issuedAt, query.from, query.to));
}

const SORT_COLUMNS = { issuedAt: coupons.issuedAt, expiresAt: coupons.expiresAt, id: coupons.id };

const filtered = (db: Db, query: AdminCouponListQuery, now: Date) =>
  db.select({ id: coupons.id }).from(coupons).innerJoin(users, eq(users.id, coupons.memberId)).where(couponWhere(query, now)).$dynamic();

async function couponRows(db: Db, query: AdminCouponListQuery, now: Date, offset: number, limit: number): Promise<AdminCouponRow[]> {
  const rows = await db
    .select({ coupon: coupons, nickname: users.nickname })
    .from(coupons)
    .innerJoin(users, eq(users.id, coupons.memberId))
    .where(couponWhere(query, now))
    .orderBy(...orderOf(SORT_COLUMNS, coupons.id, query.sort, query.dir))
    .limit(limit)
    .offset(offset);
  return rows.map(({ coupon, nickname }) => ({
    id: coupon.id,
    kind: coupon.kind,
    name: coupon.name,
    member: { id: coupon.memberId, nickname: nickname ?? '' },
    issuedAt: coupon.issuedAt.toISOString(),
    expiresAt: coupon.expiresAt.toISOString(),
    usedAt: coupon.usedAt?.toISOString() ?? null,
    status: couponStatus(coupon, now),
  }));
}

export function couponList(db: Db, query: AdminCouponListQuery, now: Date) {
  return listPage(db, query, filtered(db, query, now), (offset, limit) => couponRows(db, query, now, offset, limit));
}

/** The member's words for the statuses (src/domains/coupons/coupons-page.tsx; one word per id). */
const STATUS_WORDS: Record<CouponStatus, string> = { AVAILABLE: '사용 가능', USED: '사용 완료', EXPIRED: '만료' };

export function couponCsv(db: Db, query: AdminCouponListQuery, now: Date): CsvExport {
  return {
    list: 'coupons',
    name: '쿠폰목록',
    header: ['쿠폰 번호', '쿠폰 이름', '회원 번호', '닉네임', '상태', '발급 시각', '사용 기한', '사용 시각'],
    filtered: filtered(db, query, now),
    read: async (offset, limit) =>
      (await couponRows(db, query, now, offset, limit)).map((c) => [
        c.id,
        c.name,
        c.member.id,
        c.member.nickname,
        STATUS_WORDS[c.status],
        koreaTime(c.issuedAt),
        couponLastDay(c.expiresAt),
        c.usedAt === null ? '' : koreaTime(c.usedAt),
      ]),
  };
}
