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
import { contains, idIs, koreaDayRange, searchOf, type SearchSpec } from '../../lib/admin-list.ts';
import { koreaTime, maskPhone } from '../../lib/csv-stream.ts';
import { declareList } from '../../lib/list-declaration.ts';
import { MEMBER_STATUS_WORDS } from '../../lib/list-words.ts';

const SEARCH: SearchSpec<NonNullable<MemberListQuery['category']>> = {
  id: (q) => idIs(users.id, q),
  // Stored as digits: a searched 010-1234 is 0101234.
  phone: (q) => contains(users.phone, q.replace(/-/g, '')),
  nickname: (q) => contains(users.nickname, q),
  name: (q) => contains(users.name, q),
  loginId: (q) => contains(users.loginId, q),
};

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
    searchOf(SEARCH, query.category, query.q),
    query.status === undefined ? undefined : eq(users.status, query.status),
    query.review === 'waiting' ? waitingForReview() : undefined,
    ...koreaDayRange(users.createdAt, query.from, query.to),
  );
}

const SORT_COLUMNS = { createdAt: users.createdAt, id: users.id, nickname: users.nickname, warningCount: users.warningCount };

type Ctx = Record<string, never>;

export const memberListDeclaration = declareList({
  select: (db: Pick<Db, 'select'>) =>
    db
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
      .$dynamic(),
  id: users.id,
  where: (query: MemberListQuery, _ctx: Ctx) => memberWhere(query),
  sort: (query) => SORT_COLUMNS[query.sort],
  row: (r): MemberRow => ({ ...r, phone: maskPhone(r.phone), createdAt: r.createdAt.toISOString() }),
  // The member list's CSV (decision 0046): phones masked, Korea time, the list's words.
  csv: {
    list: 'members',
    name: '회원목록',
    columns: [
      ['회원 번호', (m) => m.id],
      ['아이디', (m) => m.loginId],
      ['닉네임', (m) => m.nickname],
      ['이름', (m) => m.name],
      ['전화번호', (m) => m.phone],
      ['상태', (m) => MEMBER_STATUS_WORDS[m.status]],
      ['경고 횟수', (m) => m.warningCount],
      ['가입 시각', (m) => koreaTime(m.createdAt)],
    ],
  },
});

export const memberList = (db: Db, query: MemberListQuery) => memberListDeclaration.page(db, query, {});
export const memberCsv = (db: Db, query: MemberListQuery) => memberListDeclaration.csv(db, query, {});
