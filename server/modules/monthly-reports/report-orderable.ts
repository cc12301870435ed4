/**
 * REPORT_ANALYSIS (SPEC §9: an expert's analysis of a monthly report, 50,000 won; decision 0067):
 * bought for one of the member's READY reports (NoSuchReportException), once per report (the orders
 * module's bought-once index answers AlreadyOrderedReportException). The expert's feedback provides it.
 */
import { PRICES } from '../../../src/contract/limits.ts';
import type { Orderable, OrderableFactory } from '../orders/orderable.ts';
import { ownReport } from './reports.service.ts';

const monthWords = (month: string) => `${Number(month.slice(0, 4))}년 ${Number(month.slice(5, 7))}월`;

export const reportAnalysisOrderable: OrderableFactory = (): Orderable => ({
  type: 'REPORT_ANALYSIS',
  async price({ tx, memberId }, body) {
    const report = await ownReport(tx, memberId, body.targetId);
    return { name: `월간 리포트 전문가 피드백 (${report.childNickname} ${monthWords(report.month)})`, unitAmount: PRICES.REPORT_ANALYSIS, detail: {} };
  },
  fulfil: async () => {},
  revoke: async () => {},
});
