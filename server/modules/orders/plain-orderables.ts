/**
 * The orderable types whose service is not built yet (decision 0022): priced from PRICES
 * (SPEC §9), bought for one of the member's children; nothing to fulfil or revoke yet. The report
 * analysis has its home with the monthly reports (modules/monthly-reports/report-orderable.ts), the
 * consultation with the consultations (modules/consultations/consultation-orderable.ts).
 */
import { PRICES } from '../../../src/contract/limits.ts';
import { ownChild } from '../children/own-child.ts';
import type { Orderable, OrderableFactory } from './orderable.ts';

const nothing = async () => {};

export const growthExaminationOrderable: OrderableFactory = (): Orderable => ({
  type: 'GROWTH_EXAMINATION',
  async price({ tx, memberId }, body) {
    const child = await ownChild(tx, memberId, body.targetId);
    return { name: `발달 검사 (${child.nickname})`, unitAmount: PRICES.GROWTH_EXAMINATION, detail: {} };
  },
  fulfil: nothing,
  revoke: nothing,
});
