/**
 * Every member's coupons in the back office (SPEC §2 admin area; decisions 0014, 0041, 0046): the
 * holder searched by part of the nickname (the users trigram index) or the member number, the status
 * of the member's own list (usable, used, expired — computed from `now`, never stored), Korea days
 * issued; newest issued first; and the same filter as CSV. One declaration of the list kit (decision 0090).
 */
import { and, eq, gt, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { AdminCouponRow } from '../../../src/contract/admin-coupons-api.ts';
import type { AdminCouponListQuery } from '../../../src/contract/admin-coupons.ts';
import { couponLastDay, couponStatus } from '../../../src/contract/coupons.ts';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { users } from '../../db/schema/users.ts';
import { contains, idIs, koreaDayRange, searchOf, type SearchSpec } from '../../lib/admin-list.ts';
import { koreaTime } from '../../lib/csv-stream.ts';
import { declareList } from '../../lib/list-declaration.ts';
import { COUPON_STATUS_WORDS } from '../../lib/list-words.ts';

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

const SORT_COLUMNS = { issuedAt: coupons.issuedAt, expiresAt: coupons.expiresAt, id: coupons.id };

type Ctx = { now: Date };

export const couponListDeclaration = declareList({
  select: (db: Pick<Db, 'select'>) =>
    db.select({ coupon: coupons, nickname: users.nickname }).from(coupons).innerJoin(users, eq(users.id, coupons.memberId)).$dynamic(),
  id: coupons.id,
  where: (query: AdminCouponListQuery, { now }: Ctx) =>
    and(searchOf(SEARCH, query.category, query.q), statusCondition(query.status, now), ...koreaDayRange(coupons.issuedAt, query.from, query.to)),
  sort: (query) => SORT_COLUMNS[query.sort],
  row: ({ coupon, nickname }, { now }): AdminCouponRow => ({
    id: coupon.id,
    kind: coupon.kind,
    name: coupon.name,
    member: { id: coupon.memberId, nickname: nickname ?? '' },
    issuedAt: coupon.issuedAt.toISOString(),
    expiresAt: coupon.expiresAt.toISOString(),
    usedAt: coupon.usedAt?.toISOString() ?? null,
    status: couponStatus(coupon, now),
  }),
  csv: {
    list: 'coupons',
    name: '쿠폰목록',
    columns: [
      ['쿠폰 번호', (c) => c.id],
      ['쿠폰 이름', (c) => c.name],
      ['회원 번호', (c) => c.member.id],
      ['닉네임', (c) => c.member.nickname],
      ['상태', (c) => COUPON_STATUS_WORDS[c.status]],
      ['발급 시각', (c) => koreaTime(c.issuedAt)],
      ['사용 기한', (c) => couponLastDay(c.expiresAt)],
      ['사용 시각', (c) => (c.usedAt === null ? '' : koreaTime(c.usedAt))],
    ],
  },
});

export const couponList = (db: Db, query: AdminCouponListQuery, now: Date) => couponListDeclaration.page(db, query, { now });
export const couponCsv = (db: Db, query: AdminCouponListQuery, now: Date) => couponListDeclaration.csv(db, query, { now });
