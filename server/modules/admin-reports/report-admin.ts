/**
 * One monthly report in the back office (SPEC §2 /admin/report/report-detail; decision 0068): the
 * report with its feedback and analysis (the view is audited, decision 0048), giving a paid analysis
 * to an expert, and making the content again. Every change writes its audit row in its transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { AdminReportDetail } from '../../../src/contract/admin-reports-api.ts';
import type { Db } from '../../db/client.ts';
import { monthlyReports } from '../../db/schema/reports.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { recordView } from '../audit/personal-data-view.ts';
import { makeReport } from '../monthly-reports/report-generation.ts';
import { contentOf, feedbackOf } from '../monthly-reports/report-view.ts';
import { reportListDeclaration, reportRowOf } from './report-list.ts';

async function detailOf(db: Pick<Db, 'select'>, reportId: number, now: Date): Promise<AdminReportDetail> {
  const row = await reportListDeclaration.byId(db, reportId, { now }, eq(monthlyReports.status, 'READY'));
  const [kept] = await db
    .select({ content: monthlyReports.content, feedback: monthlyReports.feedback, assignedAt: monthlyReports.assignedAt })
    .from(monthlyReports)
    .where(eq(monthlyReports.id, reportId));
  if (!row || !kept) throw new AppError('NoSuchReportException');
  const view = reportRowOf(row, now);
  return {
    ...view,
    content: contentOf(kept.content),
    feedback: feedbackOf({ feedback: kept.feedback, feedbackAt: row.feedbackAt, expertNickname: row.writerNickname }),
    assignedAt: kept.assignedAt?.toISOString() ?? null,
    analysis:
      row.itemId === null || row.itemStatus === null
        ? null
        : { orderItemId: row.itemId, orderId: row.itemOrderId ?? 0, status: row.itemStatus, amount: row.itemAmount ?? 0 },
  };
}

export async function reportDetail(db: Db, actor: AuditActor, reportId: number, now: Date): Promise<AdminReportDetail> {
  const detail = await detailOf(db, reportId, now);
  await recordView(db, actor, { resourceKind: 'report', resourceId: reportId, memberId: detail.member.id }, now);
  return detail;
}

/**
 * A paid analysis waiting for feedback goes to an active expert (NoSuchUserException otherwise);
 * one not bought or not paid is NotOrderedReportException, one already answered
 * ReportFeedbackAlreadyWrittenException.
 */
export async function assignExpert(db: Db, actor: AuditActor, reportId: number, expertId: number, reason: string, now: Date): Promise<AdminReportDetail> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: monthlyReports.id }).from(monthlyReports).where(eq(monthlyReports.id, reportId)).for('update');
    if (!locked) throw new AppError('NoSuchReportException');
    const before = await detailOf(tx, reportId, now);
    if (before.feedback) throw new AppError('ReportFeedbackAlreadyWrittenException');
    if (before.analysis?.status !== 'PAID') throw new AppError('NotOrderedReportException');
    const [expert] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, expertId), eq(users.role, 'ROLE_EXPERT'), eq(users.status, 'ACTIVE')))
      .limit(1);
    if (!expert) throw new AppError('NoSuchUserException');
    await tx.update(monthlyReports).set({ assignedExpertId: expert.id, assignedAt: now }).where(eq(monthlyReports.id, reportId));
    await recordAudit(
      tx,
      actor,
      {
        action: 'report.assign',
        resourceKind: 'report',
        resourceId: reportId,
        before: { assignedExpertId: before.assignedExpert?.id ?? null },
        after: { assignedExpertId: expert.id },
        reason,
      },
      now,
    );
    return detailOf(tx, reportId, now);
  });
}

/** The content made again from the diary and records as they are now; the feedback and the order stay. */
export async function regenerate(db: Db, clock: Clock, actor: AuditActor, reportId: number, reason: string): Promise<AdminReportDetail> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [report] = await tx
      .select({
        id: monthlyReports.id,
        childId: monthlyReports.childId,
        memberId: monthlyReports.memberId,
        month: monthlyReports.month,
        generatedAt: monthlyReports.generatedAt,
      })
      .from(monthlyReports)
      .where(and(eq(monthlyReports.id, reportId), eq(monthlyReports.status, 'READY')))
      .for('update');
    if (!report) throw new AppError('NoSuchReportException');
    if (!(await makeReport(tx, clock, report))) throw new AppError('NoSuchReportException');
    await recordAudit(
      tx,
      actor,
      {
        action: 'report.regenerate',
        resourceKind: 'report',
        resourceId: reportId,
        before: { generatedAt: report.generatedAt?.toISOString() ?? null },
        after: { generatedAt: now.toISOString() },
        reason,
      },
      now,
    );
    return detailOf(tx, reportId, now);
  });
}

/** What the PDF is made of: the report as its member reads it; making it is audited. */
export async function reportForPdf(db: Db, actor: AuditActor, reportId: number, now: Date) {
  const detail = await detailOf(db, reportId, now);
  await recordAudit(db, actor, { action: 'report.pdf', resourceKind: 'report', resourceId: reportId, after: { memberId: detail.member.id } }, now);
  return detail;
}
