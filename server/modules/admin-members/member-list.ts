/**
 * The member list of the back office (SPEC §2 /admin/member; decision 0041): ROLE_MEMBER users,
 * searched by part of a nickname, name, phone or login id (ILIKE on the pg_trgm GIN indexes), or by
 * id; a status chip; a Korea-day join range; offset pages with the total.
 */
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { MemberRow } from '../../../src/contract/admin-members-api.ts';
import type { MemberListQuery } from '../../../src/contract/admin-members.ts';
import type { Db } from '../../db/client.ts';
import { reports } from '../../db/schema/diaries.ts';
import { users } from '../../db/schema/users.ts';
import { cappedTotal, contains, koreaDayRange, orderOf } from '../../lib/admin-list.ts';
import { maskPhone } from '../../lib/csv-stream.ts';

function searchCondition(category: MemberListQuery['category'], q: string | undefined): SQL | undefined {
  if (q === undefined || q === '' || category === undefined) return undefined;
  switch (category) {
    case 'id':
      return eq(users.id, Number(q));
    case 'phone':
      // Stored as digits: a searched 010-1234 is 0101234.
      return contains(users.phone, q.replace(/-/g, ''));
    case 'nickname':
      return contains(users.nickname, q);
    case 'name':
      return contains(users.name, q);
    case 'loginId':
      return contains(users.loginId, q);
  }
}

/** On the review list with a report not yet handled: the rule of the dashboard's review queue (decision 0044). */
function waitingForReview(): SQL | undefined {
  return and(
    isNotNull(users.reviewRequestedAt),
    sql`exists (select 1 from ${reports} where ${reports.reportedMemberId} = ${users.id} and ${isNull(reports.handledAt)})`,
  );
}

export function memberWhere(query: MemberListQuery): SQL | undefined {
  return and(
    eq(users.role, 'ROLE_MEMBER'),
    searchCondition(query.category, query.q),
    query.status === undefined ? undefined : eq(users.status, query.status),
    query.review === 'waiting' ? waitingForReview() : undefined,
    ...koreaDayRange(users.createdAt, query.from, query.to),
  );
}

const SORT_COLUMNS = { createdAt: users.createdAt, id: users.id, nickname: users.nickname, warningCount: users.warningCount };

export async function memberRows(db: Db, query: MemberListQuery, offset: number, limit: number): Promise<MemberRow[]> {
  const rows = await db
    .select({
      id: users.id,
      loginId: users.loginId,
      nickname: users.nickname,
      name: users.name,
      phone: users.phone,
      status: users.status,
      warningCount: users.warningCount,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(memberWhere(query))
    .orderBy(...orderOf(SORT_COLUMNS, users.id, query.sort, query.dir))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r, phone: maskPhone(r.phone), createdAt: r.createdAt.toISOString() }));
}

export async function memberList(db: Db, query: MemberListQuery) {
  const counted = await cappedTotal(db, db.select({ id: users.id }).from(users).where(memberWhere(query)).$dynamic());
  return { items: await memberRows(db, query, (query.page - 1) * query.size, query.size), ...counted, page: query.page, size: query.size };
}
