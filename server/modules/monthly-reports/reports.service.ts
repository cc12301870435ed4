/**
 * Members' monthly reports (decision 0067): the READY reports of their own children, newest month
 * first, each with where its expert analysis (REPORT_ANALYSIS) stands; opening one takes its new mark
 * away. Another member's report, or one still being made, is NoSuchReportException.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Report, ReportListItem } from '../../../src/contract/reports.ts';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { monthlyReports } from '../../db/schema/reports.ts';
import { AppError } from '../../lib/app-error.ts';
import { ownChild } from '../children/own-child.ts';
import { LIVE_ITEM_STATUSES } from '../orders/order-rows.ts';
import { contentOf, feedbackExpert as expert, feedbackOf } from './report-view.ts';

const columns = {
  id: monthlyReports.id,
  childId: monthlyReports.childId,
  childNickname: children.nickname,
  month: monthlyReports.month,
  content: monthlyReports.content,
  seenAt: monthlyReports.seenAt,
  generatedAt: monthlyReports.generatedAt,
  feedback: monthlyReports.feedback,
  feedbackAt: monthlyReports.feedbackAt,
  expertNickname: expert.nickname,
};

/** Where each report's analysis stands: the live REPORT_ANALYSIS item naming it, if any. */
async function analysisOf(db: Db, reportIds: readonly number[]): Promise<Map<number, ReportListItem['analysis']>> {
  if (reportIds.length === 0) return new Map();
  const items = await db
    .select({ targetId: orderItems.targetId, status: orderItems.status })
    .from(orderItems)
    .where(
      and(eq(orderItems.orderableType, 'REPORT_ANALYSIS'), inArray(orderItems.targetId, [...reportIds]), inArray(orderItems.status, [...LIVE_ITEM_STATUSES])),
    );
  return new Map(items.map((i) => [i.targetId, i.status === 'PROVIDED' ? 'PROVIDED' : 'ORDERED']));
}

export async function reportsOf(db: Db, memberId: number, childId: number | undefined): Promise<{ reports: ReportListItem[] }> {
  // Another member's child is NoSuchChildException, not an empty list.
  if (childId !== undefined) await ownChild(db, memberId, childId);
  const rows = await db
    .select(columns)
    .from(monthlyReports)
    .innerJoin(children, eq(children.id, monthlyReports.childId))
    .leftJoin(expert, eq(expert.id, monthlyReports.feedbackExpertId))
    .where(
      and(eq(monthlyReports.memberId, memberId), eq(monthlyReports.status, 'READY'), childId === undefined ? undefined : eq(monthlyReports.childId, childId)),
    )
    .orderBy(desc(monthlyReports.month), monthlyReports.childId);
  const analysis = await analysisOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    reports: rows.map((r) => ({
      id: r.id,
      childId: r.childId,
      childNickname: r.childNickname,
      month: r.month,
      daysWritten: contentOf(r.content).daysWritten,
      isNew: r.seenAt === null,
      analysis: analysis.get(r.id) ?? 'NONE',
    })),
  };
}

export async function readReport(db: Db, memberId: number, reportId: number, now: Date): Promise<Report> {
  const [row] = await db
    .select(columns)
    .from(monthlyReports)
    .innerJoin(children, eq(children.id, monthlyReports.childId))
    .leftJoin(expert, eq(expert.id, monthlyReports.feedbackExpertId))
    .where(and(eq(monthlyReports.id, reportId), eq(monthlyReports.memberId, memberId), eq(monthlyReports.status, 'READY')));
  if (!row) throw new AppError('NoSuchReportException');
  if (row.seenAt === null)
    await db
      .update(monthlyReports)
      .set({ seenAt: now })
      .where(and(eq(monthlyReports.id, row.id), isNull(monthlyReports.seenAt)));
  const content = contentOf(row.content);
  return {
    id: row.id,
    childId: row.childId,
    childNickname: row.childNickname,
    month: row.month,
    daysWritten: content.daysWritten,
    isNew: row.seenAt === null,
    analysis: (await analysisOf(db, [row.id])).get(row.id) ?? 'NONE',
    content,
    generatedAt: (row.generatedAt ?? now).toISOString(),
    feedback: feedbackOf(row),
  };
}

/** A READY report of the member's, for REPORT_ANALYSIS (NoSuchReportException otherwise). */
export async function ownReport(db: Db, memberId: number, reportId: number): Promise<{ id: number; month: string; childNickname: string }> {
  const [row] = await db
    .select({ id: monthlyReports.id, month: monthlyReports.month, childNickname: children.nickname })
    .from(monthlyReports)
    .innerJoin(children, eq(children.id, monthlyReports.childId))
    .where(and(eq(monthlyReports.id, reportId), eq(monthlyReports.memberId, memberId), eq(monthlyReports.status, 'READY')));
  if (!row) throw new AppError('NoSuchReportException');
  return row;
}
