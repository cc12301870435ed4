/**
 * The orderable types whose service is not built yet (decision 0022): priced from PRICES
 * (SPEC §9), bought for one of the member's children; nothing to fulfil or revoke yet. The report
 * analysis has its home with the monthly reports (modules/monthly-reports/report-orderable.ts).
 */
import { PRICES } from '../../../src/contract/limits.ts';
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
