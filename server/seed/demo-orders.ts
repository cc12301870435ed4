import { eq } from 'drizzle-orm';
import { PRICES } from '../../src/contract/limits.ts';
import { orderItemName } from '../../src/contract/order-names.ts';
import type { Db } from '../db/client.ts';
import { consultations } from '../db/schema/consultations.ts';
import { examinations } from '../db/schema/examinations.ts';
import { orderItems, orders } from '../db/schema/orders.ts';
import { users } from '../db/schema/users.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

type Paid = {
  key: string;
  type: 'CONSULTATION' | 'GROWTH_EXAMINATION';
  status: 'PAID' | 'PROVIDED' | 'CANCELED';
  paidAt: Date;
  providedAt?: Date;
  canceledAt?: Date;
  cancelReason?: string;
  detail?: Record<string, unknown>;
};

/**
 * The parent's paid services and the records behind them (decision 0080): each order item here has
 * the consultation or the developmental test its payment would have made, in the state its item
 * says, so /my-page/payment-history, /main/counsel, /my-page/kcdi-list, /admin/consultation and
 * /admin/examination tell the same story:
 * - a consultation paid 20 days ago and held 18 days ago by the demo expert (제공 완료, 상담 완료);
 * - a consultation paid yesterday, scheduled with the expert for the day after tomorrow (결제 완료, 예약됨);
 * - a developmental test paid 9 days ago and canceled the next day (취소, 환불);
 * - a developmental test paid 3 days ago and sent 2 days ago (제공 완료, 검사 링크).
 * None is known to the local Toss stand-in, so nothing here can be sent to Toss; new payments go
 * through the test checkout. No audit row is written: no operator did these.
 */
export async function seedDemoOrders(tx: Tx, ids: { parentId: number; dodamId: number }, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() - days * DAY);
  const [expert] = await tx.select({ id: users.id }).from(users).where(eq(users.loginId, 'expert'));
  const consultation = { consultationPhone: '01012345678', consultationTimes: ['WEEKDAY_EVENING'] };
  const paid: Paid[] = [
    {
      key: 'consultation',
      type: 'CONSULTATION',
      status: 'PROVIDED',
      paidAt: at(20),
      providedAt: at(18),
      detail: { ...consultation, consultationContent: '밤중 수유를 언제 끊으면 좋을지 궁금해요.' },
    },
    {
      key: 'consultation_2',
      type: 'CONSULTATION',
      status: 'PAID',
      paidAt: at(1),
      detail: { ...consultation, consultationContent: '낯가림이 심해져서 어린이집 적응이 걱정돼요.' },
    },
    { key: 'examination', type: 'GROWTH_EXAMINATION', status: 'CANCELED', paidAt: at(9), canceledAt: at(8), cancelReason: '일정이 맞지 않아 취소해요' },
    { key: 'examination_2', type: 'GROWTH_EXAMINATION', status: 'PROVIDED', paidAt: at(3), providedAt: at(2) },
  ];
  for (const p of paid) {
    const name = orderItemName(p.type, '도담이');
    const amount = PRICES[p.type];
    const [order] = await tx
      .insert(orders)
      .values({
        memberId: ids.parentId,
        customerName: '이하늘',
        customerEmail: 'parent@dodam.example',
        customerMobilePhone: '01012345678',
        method: '카드',
        tossOrderId: `dodam_demo_${p.key}`,
        orderName: name,
        amount,
        status: p.status === 'CANCELED' ? 'CANCELED' : 'DONE',
        paymentKey: `tdodam_demo_${p.key}`,
        createdAt: p.paidAt,
        paidAt: p.paidAt,
      })
      .returning({ id: orders.id });
    if (!order) return;
    const [item] = await tx
      .insert(orderItems)
      .values({
        orderId: order.id,
        memberId: ids.parentId,
        orderableType: p.type,
        targetId: ids.dodamId,
        name,
        amount,
        status: p.status,
        detail: p.detail ?? {},
        createdAt: p.paidAt,
        paidAt: p.paidAt,
        providedAt: p.providedAt ?? null,
        canceledAt: p.canceledAt ?? null,
        cancelReason: p.cancelReason ?? null,
        // Canceled before it was sent: the whole amount went back (decision 0049).
        refundedAmount: p.status === 'CANCELED' ? amount : 0,
      })
      .returning({ id: orderItems.id });
    if (!item) return;
    const record = { orderItemId: item.id, memberId: ids.parentId, childId: ids.dodamId };
    if (p.type === 'CONSULTATION') {
      const held = p.providedAt;
      await tx.insert(consultations).values({
        ...record,
        status: held ? 'FINISHED' : 'SCHEDULED',
        phone: '01012345678',
        content: typeof p.detail?.consultationContent === 'string' ? p.detail.consultationContent : null,
        times: ['WEEKDAY_EVENING'],
        expertId: expert?.id ?? null,
        // Held at 19:00 Korea time on the day it was provided; the next one two days from now.
        scheduledAt: held ? new Date(held.getTime() - HOUR) : new Date(now.getTime() + 2 * DAY),
        finishedAt: held ?? null,
        requestedAt: p.paidAt,
        updatedAt: held ?? p.paidAt,
      });
    } else {
      await tx.insert(examinations).values({
        ...record,
        paidAt: p.paidAt,
        access: p.providedAt ? 'https://kcdi.example/test/DODAM-DEMO-7Q4K' : null,
        sentAt: p.providedAt ?? null,
        canceledAt: p.canceledAt ?? null,
        updatedAt: p.canceledAt ?? p.providedAt ?? p.paidAt,
      });
    }
  }
}
