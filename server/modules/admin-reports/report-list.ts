/**
 * Every monthly report in the back office (SPEC §2 /admin/report; decisions 0041, 0067, 0068): by
 * month, member, child, state of its analysis and Korea days made; newest month first; CSV. A report
 * has at most one live REPORT_ANALYSIS item (the bought-once index), joined once per row.
 */
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REPORT_BATCH_MAX, type AdminReportRow } from '../../../src/contract/admin-reports-api.ts';
import type { AdminReportListQuery, AdminReportStatus } from '../../../src/contract/admin-reports.ts';
import { REPORT_FEEDBACK_SLA_HOURS } from '../../../src/contract/reports.ts';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { monthlyReports, reportMonths as reportMonthsTable } from '../../db/schema/reports.ts';
import { users } from '../../db/schema/users.ts';
import { contains, idIs, koreaDayRange, searchOf, type SearchSpec } from '../../lib/admin-list.ts';
import { koreaTime } from '../../lib/csv-stream.ts';
import { declareList, type SelectedOf } from '../../lib/list-declaration.ts';
import { REPORT_STATUS_WORDS } from '../../lib/list-words.ts';
import { feedbackExpert } from '../monthly-reports/report-view.ts';

export const assignedExpert = alias(users, 'assigned_expert');
const member = alias(users, 'report_member');

/** The report's live analysis: the one item the bought-once index allows. */
export const liveAnalysis = and(
  eq(orderItems.orderableType, 'REPORT_ANALYSIS'),
  eq(orderItems.targetId, monthlyReports.id),
  inArray(orderItems.status, ['WAITING_FOR_DEPOSIT', 'PAID', 'PROVIDED']),
);

const dueBefore = (now: Date) => new Date(now.getTime() - REPORT_FEEDBACK_SLA_HOURS * 3_600_000);
const unanswered = isNull(monthlyReports.feedbackAt);

function statusCondition(status: AdminReportStatus | undefined, now: Date): SQL | undefined {
  switch (status) {
    case undefined:
      return undefined;
    case 'GENERATED':
      return and(unanswered, isNull(orderItems.id));
    case 'ORDERED':
      return and(unanswered, eq(orderItems.status, 'WAITING_FOR_DEPOSIT'));
    case 'WAITING':
      return and(unanswered, eq(orderItems.status, 'PAID'), gt(orderItems.paidAt, dueBefore(now)));
    case 'OVERDUE':
      return and(unanswered, eq(orderItems.status, 'PAID'), lte(orderItems.paidAt, dueBefore(now)));
    case 'DONE':
      return isNotNull(monthlyReports.feedbackAt);
  }
}

export function statusOf(row: { feedbackAt: Date | null; itemStatus: string | null; paidAt: Date | null }, now: Date): AdminReportStatus {
  if (row.feedbackAt) return 'DONE';
  if (row.itemStatus === 'WAITING_FOR_DEPOSIT') return 'ORDERED';
  if (row.itemStatus === 'PAID' || row.itemStatus === 'PROVIDED') return row.paidAt && row.paidAt <= dueBefore(now) ? 'OVERDUE' : 'WAITING';
  return 'GENERATED';
}

const SEARCH: SearchSpec<NonNullable<AdminReportListQuery['category']>> = {
  nickname: (q) => contains(member.nickname, q),
  id: (q) => idIs(monthlyReports.memberId, q),
  reportId: (q) => idIs(monthlyReports.id, q),
};

const SORT_COLUMNS = { month: monthlyReports.month, generatedAt: monthlyReports.generatedAt, id: monthlyReports.id };

/** The row's columns: the report, its child and member, the live item, the assigned and the writing expert. */
export const reportColumns = {
  id: monthlyReports.id,
  month: monthlyReports.month,
  childId: monthlyReports.childId,
  memberId: monthlyReports.memberId,
  createdAt: monthlyReports.createdAt,
  generatedAt: monthlyReports.generatedAt,
  feedbackAt: monthlyReports.feedbackAt,
  assignedExpertId: monthlyReports.assignedExpertId,
  feedbackExpertId: monthlyReports.feedbackExpertId,
  /** Read from the kept content without parsing all of it. */
  daysWritten: sql<number>`coalesce((${monthlyReports.content}->>'daysWritten')::int, 0)`.mapWith(Number),
  childNickname: children.nickname,
  memberNickname: member.nickname,
  itemId: orderItems.id,
  itemOrderId: orderItems.orderId,
  itemStatus: orderItems.status,
  itemAmount: orderItems.amount,
  paidAt: orderItems.paidAt,
  itemCreatedAt: orderItems.createdAt,
  assignedNickname: assignedExpert.nickname,
  writerNickname: feedbackExpert.nickname,
};

/** The select of report rows with every join a row reads (where and order are the caller's). */
export const selectReports = (db: Pick<Db, 'select'>) =>
  db
    .select(reportColumns)
    .from(monthlyReports)
    .innerJoin(children, eq(children.id, monthlyReports.childId))
    .innerJoin(member, eq(member.id, monthlyReports.memberId))
    .leftJoin(orderItems, liveAnalysis)
    .leftJoin(assignedExpert, eq(assignedExpert.id, monthlyReports.assignedExpertId))
    .leftJoin(feedbackExpert, eq(feedbackExpert.id, monthlyReports.feedbackExpertId))
    .$dynamic();

export type ReportSelectRow = SelectedOf<ReturnType<typeof selectReports>>;

const person = (id: number | null, nickname: string | null) => (id === null ? null : { id, nickname: nickname ?? '' });

export function reportRowOf(row: ReportSelectRow, now: Date): AdminReportRow {
  const r = row;
  return {
    id: r.id,
    month: r.month,
    child: { id: r.childId, nickname: row.childNickname },
    member: { id: r.memberId, nickname: row.memberNickname ?? '' },
    daysWritten: r.daysWritten,
    status: statusOf({ feedbackAt: r.feedbackAt, itemStatus: row.itemStatus, paidAt: row.paidAt }, now),
    generatedAt: r.generatedAt?.toISOString() ?? null,
    orderedAt: row.itemId === null ? null : (row.paidAt ?? row.itemCreatedAt ?? r.createdAt).toISOString(),
    assignedExpert: person(r.assignedExpertId, row.assignedNickname),
    feedbackExpert: person(r.feedbackExpertId, row.writerNickname),
    feedbackAt: r.feedbackAt?.toISOString() ?? null,
  };
}

/** The rows and their total read one select: the child's join counts as it lists (decision 0090). */
export const reportListDeclaration = declareList({
  select: selectReports,
  id: monthlyReports.id,
  where: (query: AdminReportListQuery, { now }: { now: Date }) =>
    and(
      eq(monthlyReports.status, 'READY'),
      searchOf(SEARCH, query.category, query.q),
      statusCondition(query.status, now),
      query.month ? eq(monthlyReports.month, query.month) : undefined,
      query.memberId === undefined ? undefined : eq(monthlyReports.memberId, query.memberId),
      query.childId === undefined ? undefined : eq(monthlyReports.childId, query.childId),
      ...koreaDayRange(monthlyReports.generatedAt, query.from, query.to),
    ),
  sort: (query) => SORT_COLUMNS[query.sort],
  row: (row, { now }) => reportRowOf(row, now),
  csv: {
    list: 'reports',
    name: '월간리포트목록',
    columns: [
      ['리포트 번호', (r) => r.id],
      ['월', (r) => r.month],
      ['아이', (r) => r.child.nickname],
      ['회원 번호', (r) => r.member.id],
      ['회원 닉네임', (r) => r.member.nickname],
      ['기록한 날', (r) => r.daysWritten],
      ['상태', (r) => REPORT_STATUS_WORDS[r.status]],
      ['생성 시각', (r) => (r.generatedAt ? koreaTime(r.generatedAt) : '')],
      ['주문 시각', (r) => (r.orderedAt ? koreaTime(r.orderedAt) : '')],
      ['배정 전문가', (r) => r.assignedExpert?.nickname ?? ''],
      ['피드백 전문가', (r) => r.feedbackExpert?.nickname ?? ''],
      ['피드백 시각', (r) => (r.feedbackAt ? koreaTime(r.feedbackAt) : '')],
    ],
  },
});

export async function reportList(db: Db, query: AdminReportListQuery, now: Date) {
  const page = await reportListDeclaration.page(db, query, { now });
  return { ...page, slaHours: REPORT_FEEDBACK_SLA_HOURS };
}

export const reportCsv = (db: Db, query: AdminReportListQuery, now: Date) => reportListDeclaration.csv(db, query, { now });

/** The months queued, newest first (three years), with how many of their reports are made. */
export async function reportMonths(db: Db) {
  // The outer month qualified: inside the subquery a bare "month" would be the report's own.
  const ready =
    sql<number>`(select count(*) from ${monthlyReports} where ${monthlyReports.month} = "report_months"."month" and ${monthlyReports.status} = 'READY')`.mapWith(
      Number,
    );
  const rows = await db
    .select({ month: reportMonthsTable.month, queuedAt: reportMonthsTable.queuedAt, children: reportMonthsTable.children, ready })
    .from(reportMonthsTable)
    .orderBy(desc(reportMonthsTable.month))
    .limit(36);
  return { months: rows.map((r) => ({ ...r, queuedAt: r.queuedAt.toISOString() })) };
}

/** A month's made reports for a batch of PDFs, oldest first, at most REPORT_BATCH_MAX. */
export async function reportBatch(db: Db, month: string) {
  const rows = await db
    .select({ id: monthlyReports.id, childNickname: children.nickname, memberId: monthlyReports.memberId })
    .from(monthlyReports)
    .innerJoin(children, eq(children.id, monthlyReports.childId))
    .where(and(eq(monthlyReports.month, month), eq(monthlyReports.status, 'READY')))
    .orderBy(monthlyReports.id)
    .limit(REPORT_BATCH_MAX + 1);
  return { reports: rows.slice(0, REPORT_BATCH_MAX), truncated: rows.length > REPORT_BATCH_MAX };
}
