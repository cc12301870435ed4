import { PRICES } from '../../src/contract/limits.ts';
import type { Db } from '../db/client.ts';
import { orderItems, orders } from '../db/schema/orders.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 24 * 3600 * 1000;

/**
 * The parent's payment history (/my-page/payment-history): a consultation for 도담이 paid by card
 * and already given (so it cannot be canceled), and a development test paid and then canceled.
 * Neither is known to the local Toss stand-in, so nothing here can be sent to Toss; new payments
 * go through the test checkout.
 */
export async function seedDemoOrders(tx: Tx, ids: { parentId: number; dodamId: number }, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() - days * DAY);
  const customer = {
    memberId: ids.parentId,
    customerName: '이하늘',
    customerEmail: 'parent@dodam.example',
    customerMobilePhone: '01012345678',
    method: '카드',
  };
  const [consultation, examination] = await tx
    .insert(orders)
    .values([
      {
        ...customer,
        tossOrderId: 'dodam_demo_consultation',
        orderName: '전문가 상담 (도담이)',
        amount: PRICES.CONSULTATION,
        status: 'DONE',
        paymentKey: 'tdodam_demo_consultation',
        createdAt: at(20),
        paidAt: at(20),
      },
      {
        ...customer,
        tossOrderId: 'dodam_demo_examination',
        orderName: '발달 검사 (도담이)',
        amount: PRICES.GROWTH_EXAMINATION,
        status: 'CANCELED',
        paymentKey: 'tdodam_demo_examination',
        createdAt: at(9),
        paidAt: at(9),
      },
    ])
    .returning({ id: orders.id });
  if (!consultation || !examination) return;
  await tx.insert(orderItems).values([
    {
      orderId: consultation.id,
      memberId: ids.parentId,
      orderableType: 'CONSULTATION',
      targetId: ids.dodamId,
      name: '전문가 상담 (도담이)',
      amount: PRICES.CONSULTATION,
      status: 'PROVIDED',
      detail: { consultationPhone: '01012345678', consultationContent: '밤중 수유를 언제 끊으면 좋을지 궁금해요.' },
      createdAt: at(20),
      paidAt: at(20),
      providedAt: at(18),
    },
    {
      orderId: examination.id,
      memberId: ids.parentId,
      orderableType: 'GROWTH_EXAMINATION',
      targetId: ids.dodamId,
      name: '발달 검사 (도담이)',
      amount: PRICES.GROWTH_EXAMINATION,
      status: 'CANCELED',
      createdAt: at(9),
      paidAt: at(9),
      canceledAt: at(8),
      cancelReason: '일정이 맞지 않아 취소해요',
    },
  ]);
}
