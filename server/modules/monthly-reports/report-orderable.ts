/**
 * REPORT_ANALYSIS (SPEC §9: an expert's analysis of a monthly report, 50,000 won; decision 0067):
 * bought for one of the member's READY reports (NoSuchReportException), once per report (the orders
 * module's bought-once index answers AlreadyOrderedReportException). The expert's feedback provides it.
 */
import { and, eq } from 'drizzle-orm';
import { PRICES } from '../../../src/contract/limits.ts';
import { monthlyReports } from '../../db/schema/reports.ts';
import type { Orderable, OrderableFactory } from '../orders/orderable.ts';
import { ownReport } from './reports.service.ts';
import { orderItemName, reportTarget } from '../../../src/contract/order-names.ts';

export const reportAnalysisOrderable: OrderableFactory = (): Orderable => ({
  type: 'REPORT_ANALYSIS',
  async price({ tx, memberId }, body) {
    const report = await ownReport(tx, memberId, body.targetId);
    return { name: orderItemName('REPORT_ANALYSIS', reportTarget(report.childNickname, report.month)), unitAmount: PRICES.REPORT_ANALYSIS, detail: {} };
  },
  // Any state of the report will do: a regenerated report is still the one bought (decision 0068).
  async available({ tx, memberId }, item) {
    const [report] = await tx
      .select({ id: monthlyReports.id })
      .from(monthlyReports)
      .where(and(eq(monthlyReports.id, item.targetId), eq(monthlyReports.memberId, memberId)))
      .limit(1)
      .for('share');
    return report ? { unitAmount: PRICES.REPORT_ANALYSIS, onSale: true } : null;
  },
  fulfil: async () => {},
  revoke: async () => {},
});
