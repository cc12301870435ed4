/**
 * Every developmental test in the back office (SPEC §2 /admin/examination; decisions 0041, 0070): by
 * member, state at `now` (EXPIRED is a RESULT past its 30 Korea days) and Korea days paid; newest first; CSV.
 */
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminExaminationDetail, AdminExaminationRow } from '../../../src/contract/admin-examinations-api.ts';
import type { AdminExaminationListQuery } from '../../../src/contract/admin-examinations.ts';
import { exactAge } from '../../../src/contract/calendar/age.ts';
import { RESULT_DOWNLOAD_DAYS, type ExaminationStatus } from '../../../src/contract/examinations.ts';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { examinations } from '../../db/schema/examinations.ts';
import { users } from '../../db/schema/users.ts';
import { contains, countAll, idIs, koreaDayRange, searchOf, type SearchSpec } from '../../lib/admin-list.ts';
import { koreaTime } from '../../lib/csv-stream.ts';
import { declareList, type SelectedOf } from '../../lib/list-declaration.ts';
import { EXAMINATION_STATUS_WORDS } from '../../lib/list-words.ts';
import { latestMailOf } from '../../lib/mail-outbox.ts';
import { memberExaminationOf } from './examination-view.ts';

const member = alias(users, 'examination_member');

/**
 * The first instant of the Korea day a result registered at `resultAt` is no longer downloadable, in
 * SQL: the result's Korea day plus 31 days, at 00:00 KST (resultExpiresAt in the contract).
 */
const expiresSql = sql`((((${examinations.resultAt} at time zone 'Asia/Seoul')::date + ${sql.raw(String(RESULT_DOWNLOAD_DAYS + 1))})::timestamp) at time zone 'Asia/Seoul')`;

function statusCondition(status: ExaminationStatus | undefined, now: Date): SQL | undefined {
  const live = isNull(examinations.canceledAt);
  switch (status) {
    case undefined:
      return undefined;
    case 'CANCELED':
      return isNotNull(examinations.canceledAt);
    case 'PAID':
      return and(live, isNull(examinations.sentAt));
    case 'SENT':
      return and(live, isNotNull(examinations.sentAt), isNull(examinations.resultAt));
    case 'RESULT':
      return and(live, isNotNull(examinations.resultAt), sql`${expiresSql} > ${now.toISOString()}::timestamptz`);
    case 'EXPIRED':
      return and(live, isNotNull(examinations.resultAt), sql`${expiresSql} <= ${now.toISOString()}::timestamptz`);
  }
}

const SEARCH: SearchSpec<NonNullable<AdminExaminationListQuery['category']>> = {
  nickname: (q) => contains(member.nickname, q),
  id: (q) => idIs(examinations.memberId, q),
};

const SORT_COLUMNS = { paidAt: examinations.paidAt, id: examinations.id };

const selectRows = (db: Pick<Db, 'select'>) =>
  db
    .select({ row: examinations, childNickname: children.nickname, birth: children.birthDateTime, memberNickname: member.nickname })
    .from(examinations)
    .innerJoin(children, eq(children.id, examinations.childId))
    .innerJoin(member, eq(member.id, examinations.memberId))
    .$dynamic();

type Selected = SelectedOf<ReturnType<typeof selectRows>>;

function rowOf(r: Selected, now: Date): AdminExaminationRow {
  return {
    ...memberExaminationOf(r, now),
    member: { id: r.row.memberId, nickname: r.memberNickname ?? '' },
    childAgeMonths: r.birth ? exactAge(r.birth.toISOString(), now).months : null,
  };
}

/** The rows and their total read one select: the child's join counts as it lists (decision 0090). */
export const examinationListDeclaration = declareList({
  select: selectRows,
  id: examinations.id,
  where: (query: AdminExaminationListQuery, { now }: { now: Date }) =>
    and(searchOf(SEARCH, query.category, query.q), statusCondition(query.status, now), ...koreaDayRange(examinations.paidAt, query.from, query.to)),
  sort: (query) => SORT_COLUMNS[query.sort],
  row: (r, { now }) => rowOf(r, now),
  csv: {
    list: 'examinations',
    name: '발달검사목록',
    columns: [
      ['검사 번호', (e) => e.id],
      ['회원 번호', (e) => e.member.id],
      ['회원 닉네임', (e) => e.member.nickname],
      ['아이', (e) => e.child.nickname],
      ['상태', (e) => EXAMINATION_STATUS_WORDS[e.status]],
      ['결제 시각', (e) => koreaTime(e.paidAt)],
      ['발송 시각', (e) => (e.sentAt ? koreaTime(e.sentAt) : '')],
      ['결과 등록 시각', (e) => (e.resultAt ? koreaTime(e.resultAt) : '')],
    ],
  },
});

export async function examinationList(db: Db, query: AdminExaminationListQuery, now: Date) {
  const [toSend] = await db.select({ n: countAll() }).from(examinations).where(statusCondition('PAID', now));
  const page = await examinationListDeclaration.page(db, query, { now });
  return { ...page, toSend: toSend?.n ?? 0 };
}

export const examinationCsv = (db: Db, query: AdminExaminationListQuery, now: Date) => examinationListDeclaration.csv(db, query, { now });

export async function examinationDetail(db: Pick<Db, 'select'>, id: number, now: Date): Promise<AdminExaminationDetail | null> {
  const found = await examinationListDeclaration.byId(db, id, { now });
  if (!found) return null;
  const mail = await latestMailOf(db, 'examination', id);
  return {
    ...rowOf(found, now),
    mail: mail && {
      state: mail.state,
      attempts: mail.attempts,
      nextAttemptAt: mail.state === 'QUEUED' ? mail.nextAttemptAt.toISOString() : null,
      lastError: mail.lastError,
      queuedAt: mail.createdAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
    },
  };
}
