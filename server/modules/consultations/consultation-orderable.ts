/**
 * CONSULTATION (SPEC §9: an expert consultation, 50,000 won; decision 0069): bought for one of the
 * member's children with the phone the expert calls (the member's own unless another was given),
 * what to talk about and the preferred times. Paid, it becomes a REQUESTED consultation; canceled
 * while not provided (refunded), the consultation is CANCELED with it.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ConsultationTimes } from '../../../src/contract/consultations.ts';
import { PRICES } from '../../../src/contract/limits.ts';
import { consultations } from '../../db/schema/consultations.ts';
import { ownChild, ownChildOrNull } from '../children/own-child.ts';
import type { Orderable, OrderableFactory } from '../orders/orderable.ts';
import { orderItemName } from '../../../src/contract/order-names.ts';

const Detail = v.object({
  consultationPhone: v.string(),
  consultationContent: v.nullable(v.string()),
  consultationTimes: v.optional(ConsultationTimes, []),
});

export const consultationOrderable: OrderableFactory = (): Orderable => ({
  type: 'CONSULTATION',
  async price({ tx, memberId }, body) {
    const child = await ownChild(tx, memberId, body.targetId);
    return {
      name: orderItemName('CONSULTATION', child.nickname),
      unitAmount: PRICES.CONSULTATION,
      detail: {
        consultationPhone: body.consultationPhone ?? body.customerMobilePhone,
        consultationContent: body.consultationContent || null,
        consultationTimes: body.consultationTimes ?? [],
      },
    };
  },
  async available({ tx, memberId }, item) {
    return (await ownChildOrNull(tx, memberId, item.targetId)) ? { unitAmount: PRICES.CONSULTATION, onSale: true } : null;
  },
  async fulfil({ tx, now }, item) {
    // Written by price() above; an item from before times were asked has none.
    const detail = v.parse(Detail, item.detail);
    await tx
      .insert(consultations)
      .values({
        orderItemId: item.id,
        memberId: item.memberId,
        childId: item.targetId,
        phone: detail.consultationPhone,
        content: detail.consultationContent,
        times: detail.consultationTimes,
        requestedAt: now,
      })
      .onConflictDoNothing();
  },
  async revoke({ tx, now }, item) {
    await tx.update(consultations).set({ status: 'CANCELED', canceledAt: now, updatedAt: now }).where(eq(consultations.orderItemId, item.id));
  },
});
