/**
 * The orderable types whose service is not built yet (decision 0022): priced from PRICES
 * (SPEC §9), bought for one of the member's children; nothing to fulfil or revoke yet. A report
 * analysis targets a monthly report, and monthly reports do not exist yet: NoSuchReportException.
 */
import { PRICES } from '../../../src/contract/limits.ts';
import { AppError } from '../../lib/app-error.ts';
import { ownChild } from '../children/own-child.ts';
import type { Orderable, OrderableFactory } from './orderable.ts';

const nothing = async () => {};

export const consultationOrderable: OrderableFactory = (): Orderable => ({
  type: 'CONSULTATION',
  async price({ tx, memberId }, body) {
    const child = await ownChild(tx, memberId, body.targetId);
    return {
      name: `전문가 상담 (${child.nickname})`,
      unitAmount: PRICES.CONSULTATION,
      // The expert calls this number; the member's own unless another was given.
      detail: { consultationPhone: body.consultationPhone ?? body.customerMobilePhone, consultationContent: body.consultationContent ?? null },
    };
  },
  fulfil: nothing,
  revoke: nothing,
});

export const growthExaminationOrderable: OrderableFactory = (): Orderable => ({
  type: 'GROWTH_EXAMINATION',
  async price({ tx, memberId }, body) {
    const child = await ownChild(tx, memberId, body.targetId);
    return { name: `발달 검사 (${child.nickname})`, unitAmount: PRICES.GROWTH_EXAMINATION, detail: {} };
  },
  fulfil: nothing,
  revoke: nothing,
});

export const reportAnalysisOrderable: OrderableFactory = (): Orderable => ({
  type: 'REPORT_ANALYSIS',
  async price() {
    throw new AppError('NoSuchReportException', 'monthly reports are not built yet');
  },
  fulfil: nothing,
  revoke: nothing,
});
