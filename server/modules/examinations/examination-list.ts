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
import { contains, countAll, idIs, koreaDayRange, listPage, orderOf, searchOf, type SearchSpec } from '../../lib/admin-list.ts';
import { koreaTime } from '../../lib/csv-stream.ts';
import { latestMailOf } from '../../lib/mail-outbox.ts';
import type { CsvExport } from '../audit/csv-export.ts';
import { memberExaminationOf } from './examination-view.ts';

const member = alias(users, 'examination_member');

export const EXAMINATION_STATUS_WORDS: Record<ExaminationStatus, string> = {
  PAID: '발송 대기',
  SENT: '검사 발송',
  RESULT: '결과 등록',
  EXPIRED: '다운로드 만료',
  CANCELED: '취소',
};

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

const listWhere = (query: AdminExaminationListQuery, now: Date) =>
  and(searchOf(SEARCH, query.category, query.q), statusCondition(query.status, now), ...koreaDayRange(examinations.paidAt, query.from, query.to));

const SORT_COLUMNS = { paidAt: examinations.paidAt, id: examinations.id };

const selectRows = (db: Pick<Db, 'select'>) =>
  db
    .select({ row: examinations, childNickname: children.nickname, birth: children.birthDateTime, memberNickname: member.nickname })
    .from(examinations)
    .innerJoin(children, eq(children.id, examinations.childId))
    .innerJoin(member, eq(member.id, examinations.memberId))
    .$dynamic();

type Selected = { row: typeof examinations.$inferSelect; childNickname: string; birth: Date | null; memberNickname: string | null };

function rowOf(r: Selected, now: Date): AdminExaminationRow {
  return {
    ...memberExaminationOf(r, now),
    member: { id: r.row.memberId, nickname: r.memberNickname ?? '' },
    childAgeMonths: r.birth ? exactAge(r.birth.toISOString(), now).months : null,
  };
}

const filtered = (db: Db, query: AdminExaminationListQuery, now: Date) =>
  db.select({ id: examinations.id }).from(examinations).innerJoin(member, eq(member.id, examinations.memberId)).where(listWhere(query, now)).$dynamic();

async function rows(db: Db, query: AdminExaminationListQuery, now: Date, offset: number, limit: number) {
  const found = await selectRows(db)
    .where(listWhere(query, now))
    .orderBy(...orderOf(SORT_COLUMNS, examinations.id, query.sort, query.dir))
    .limit(limit)
    .offset(offset);
  return found.map((r) => rowOf(r, now));
}

export async function examinationList(db: Db, query: AdminExaminationListQuery, now: Date) {
  const [toSend] = await db.select({ n: countAll() }).from(examinations).where(statusCondition('PAID', now));
  const page = await listPage(db, query, filtered(db, query, now), (offset, limit) => rows(db, query, now, offset, limit));
  return { ...page, toSend: toSend?.n ?? 0 };
}

export function examinationCsv(db: Db, query: AdminExaminationListQuery, now: Date): CsvExport {
  return {
    list: 'examinations',
    name: '발달검사목록',
    header: ['검사 번호', '회원 번호', '회원 닉네임', '아이', '상태', '결제 시각', '발송 시각', '결과 등록 시각'],
    filtered: filtered(db, query, now),
    read: async (offset, limit) =>
      (await rows(db, query, now, offset, limit)).map((e) => [
        e.id,
        e.member.id,
        e.member.nickname,
        e.child.nickname,
        EXAMINATION_STATUS_WORDS[e.status],
        koreaTime(e.paidAt),
        e.sentAt ? koreaTime(e.sentAt) : '',
        e.resultAt ? koreaTime(e.resultAt) : '',
      ]),
  };
}

export async function examinationDetail(db: Pick<Db, 'select'>, id: number, now: Date): Promise<AdminExaminationDetail | null> {
  const [found] = await selectRows(db).where(eq(examinations.id, id)).limit(1);
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
