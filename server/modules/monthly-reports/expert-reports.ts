/**
 * The expert's side of REPORT_ANALYSIS (SPEC §6 ROLE_EXPERT, §9; decision 0067): the desk's queue of
 * ordered analyses without feedback, oldest order first; reading such a report; writing its feedback,
 * one text per care area, which provides the order item (it can no longer be canceled) and tells the
 * member. A report nobody ordered an analysis of is NotOrderedReportException: a child's month is the
 * family's, shown to an expert only once they asked for it.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ExpertReport, ExpertReportQueue, ReportFeedbackBody } from '../../../src/contract/reports.ts';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { monthlyReports } from '../../db/schema/reports.ts';
import type { PushSender } from '../../integrations/push.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { pushToMember } from '../../lib/push-member.ts';
import { markProvided } from '../orders/provided.ts';
import { contentOf, feedbackExpert as expert, feedbackOf } from './report-view.ts';
import { formatMonth } from '../../../src/contract/calendar/format.ts';

export const EXPERT_REPORT_QUEUE_LIMIT = 50;
/** An analysis paid (and not refunded) or already provided: what lets an expert read the report. */
const LIVE = ['PAID', 'PROVIDED'] as const;

export function createExpertReports(deps: { db: Db; clock: Clock; push: PushSender; log: Logger }) {
  const { db, clock } = deps;

  /** The paid (or provided) analysis of a report, newest first: what lets an expert read it. */
  async function liveItem(q: Pick<Db, 'select'>, reportId: number) {
    const [item] = await q
      .select({ id: orderItems.id, paidAt: orderItems.paidAt, createdAt: orderItems.createdAt })
      .from(orderItems)
      .where(and(eq(orderItems.orderableType, 'REPORT_ANALYSIS'), eq(orderItems.targetId, reportId), inArray(orderItems.status, [...LIVE])))
      .orderBy(desc(orderItems.id))
      .limit(1);
    return item;
  }

  async function read(reportId: number): Promise<ExpertReport> {
    const [row] = await db
      .select({
        id: monthlyReports.id,
        month: monthlyReports.month,
        childNickname: children.nickname,
        content: monthlyReports.content,
        feedback: monthlyReports.feedback,
        feedbackAt: monthlyReports.feedbackAt,
        expertNickname: expert.nickname,
      })
      .from(monthlyReports)
      .innerJoin(children, eq(children.id, monthlyReports.childId))
      .leftJoin(expert, eq(expert.id, monthlyReports.feedbackExpertId))
      .where(and(eq(monthlyReports.id, reportId), eq(monthlyReports.status, 'READY')));
    if (!row) throw new AppError('NoSuchReportException');
    const item = await liveItem(db, row.id);
    if (!item) throw new AppError('NotOrderedReportException');
    return {
      id: row.id,
      month: row.month,
      childNickname: row.childNickname,
      content: contentOf(row.content),
      orderedAt: (item.paidAt ?? item.createdAt).toISOString(),
      feedback: feedbackOf(row),
    };
  }

  return {
    /** Oldest order first, those an admin assigned to this expert ahead of the rest (decision 0068). */
    async queue(expertId: number): Promise<ExpertReportQueue> {
      const waiting = and(eq(orderItems.orderableType, 'REPORT_ANALYSIS'), eq(orderItems.status, 'PAID'), isNull(monthlyReports.feedbackAt));
      const rows = await db
        .select({
          reportId: monthlyReports.id,
          month: monthlyReports.month,
          childNickname: children.nickname,
          content: monthlyReports.content,
          paidAt: orderItems.paidAt,
          createdAt: orderItems.createdAt,
        })
        .from(orderItems)
        .innerJoin(monthlyReports, eq(monthlyReports.id, orderItems.targetId))
        .innerJoin(children, eq(children.id, monthlyReports.childId))
        .where(waiting)
        .orderBy(sql`${monthlyReports.assignedExpertId} is not distinct from ${expertId} desc`, asc(orderItems.paidAt), asc(orderItems.id))
        .limit(EXPERT_REPORT_QUEUE_LIMIT);
      const [total] = await db.select({ n: count() }).from(orderItems).innerJoin(monthlyReports, eq(monthlyReports.id, orderItems.targetId)).where(waiting);
      return {
        total: total?.n ?? 0,
        items: rows.map((r) => {
          const content = contentOf(r.content);
          return {
            reportId: r.reportId,
            month: r.month,
            childNickname: r.childNickname,
            ageMonths: content.ageMonths,
            daysWritten: content.daysWritten,
            orderedAt: (r.paidAt ?? r.createdAt).toISOString(),
          };
        }),
      };
    },

    read,

    async saveFeedback(expertId: number, reportId: number, body: ReportFeedbackBody): Promise<ExpertReport> {
      const now = clock.now();
      const saved = await db.transaction(async (tx) => {
        const [report] = await tx
          .select({ id: monthlyReports.id, memberId: monthlyReports.memberId, month: monthlyReports.month, feedbackAt: monthlyReports.feedbackAt })
          .from(monthlyReports)
          .where(and(eq(monthlyReports.id, reportId), eq(monthlyReports.status, 'READY')))
          .for('update');
        if (!report) throw new AppError('NoSuchReportException');
        const item = await liveItem(tx, report.id);
        // Provided from now on: the member can no longer cancel (SPEC §4).
        if (!item || !(await markProvided(tx, item.id, now))) throw new AppError('NotOrderedReportException');
        await tx.update(monthlyReports).set({ feedback: body, feedbackExpertId: expertId, feedbackAt: now }).where(eq(monthlyReports.id, report.id));
        return { ...report, first: report.feedbackAt === null };
      });
      if (saved.first) {
        const [child] = await db
          .select({ nickname: children.nickname })
          .from(monthlyReports)
          .innerJoin(children, eq(children.id, monthlyReports.childId))
          .where(eq(monthlyReports.id, saved.id));
        await pushToMember(deps, saved.memberId, {
          title: '전문가 피드백이 도착했어요',
          body: `${child?.nickname ?? '아이'}의 ${formatMonth(saved.month, 'ko')} 리포트에 전문가가 피드백을 남겼어요.`,
          url: `/my-page/monthly-report-detail/${saved.id}`,
          tag: `report-feedback-${saved.id}`,
        });
      }
      return read(reportId);
    },
  };
}
