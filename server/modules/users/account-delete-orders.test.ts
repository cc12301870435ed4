import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_READY_TTL_MS } from '../../../src/contract/limits.ts';
import { children } from '../../db/schema/children.ts';
import { examinations } from '../../db/schema/examinations.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { bornChild } from '../../test/child-test-kit.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { memberKit, type Pair } from '../../test/members.ts';
import { errorOf, ordersKit } from '../../test/orders-test-kit.ts';

/**
 * Decision 0087: deleting the account deletes the member's children with their entries and reports,
 * so it is refused while something bought for them is under way — an unpaid order or a waiting
 * virtual account (AccountHasOpenOrderException), a paid service not yet given
 * (AccountHasPaidServiceException) — and nothing changes; finished and canceled purchases stay
 * with the anonymised account.
 */
const clock = testClock(new Date('2026-12-03T01:00:00Z'));
const k = memberKit(() => t);
const pay = ordersKit(() => t);
const refundAccount = { bankCode: '88', accountNumber: '110123456789', holderName: '이하늘' };
let serial = 0;

const leave = (tokens: Pair) => t.request('DELETE', '/api/users/me', { tokens });
const consultation = (targetId: number) => ({
  orderableType: 'CONSULTATION' as const,
  targetId,
  consultationPhone: '010-2222-3333',
  consultationContent: '밤에 자주 깨요.',
});
/** A new member with one child. */
async function parent(): Promise<{ tokens: Pair; child: number }> {
  serial++;
  const tokens = await k.join(`leaving${serial}`, `${'가나다라마'.charAt(serial)}떠남맘`);
  return { tokens, child: await k.addChild(tokens, bornChild('떠남이', '2025-06-01T03:00:00Z')) };
}
const statusOf = async (tokens: Pair) => (await k.me(tokens)).status;

const t = testApp({ clock });
beforeAll(async () => {});

describe('DELETE /api/users/me while something is bought for the member\u2019s records', () => {
  it('is refused while a virtual account waits, then while the paid consultation is not given, and allowed once canceled', async () => {
    const { tokens, child } = await parent();
    const order = await pay.order(tokens, consultation(child));
    expect((await pay.confirm(tokens, pay.checkout(order, '가상계좌'))).status).toBe(200);
    expect(await leave(tokens)).toMatchObject(errorOf(409, 'AccountHasOpenOrderException'));
    expect(await statusOf(tokens)).toBe('ACTIVE');

    expect(await pay.fake().deposit(order.orderId)).toBe(200);
    expect(await leave(tokens)).toMatchObject(errorOf(409, 'AccountHasPaidServiceException'));
    expect((await t.db.select().from(children).where(eq(children.id, child))).length).toBe(1);

    const [itemId] = order.orderItemIds;
    expect((await pay.cancel(tokens, itemId ?? 0, { reason: '탈퇴', refundAccount })).status).toBe(200);
    expect((await leave(tokens)).status).toBe(200);
  });

  it('is refused while a card order is not yet confirmed, until the order expires', async () => {
    const { tokens, child } = await parent();
    await pay.order(tokens, consultation(child));
    expect(await leave(tokens)).toMatchObject(errorOf(409, 'AccountHasOpenOrderException'));
    clock.advance(ORDER_READY_TTL_MS);
    expect((await leave(tokens)).status).toBe(200);
  });

  it('is refused while a development test was sent and waits for its result', async () => {
    const { tokens, child } = await parent();
    const item = await pay.payFor(tokens, { orderableType: 'GROWTH_EXAMINATION', targetId: child });
    // What the back office's "send" does (examination-steps.ts): the item provided, the test sent.
    await t.db.update(orderItems).set({ status: 'PROVIDED', providedAt: clock.now() }).where(eq(orderItems.id, item.id));
    await t.db.update(examinations).set({ sentAt: clock.now(), access: '123456' }).where(eq(examinations.orderItemId, item.id));
    expect(await leave(tokens)).toMatchObject(errorOf(409, 'AccountHasPaidServiceException'));
    await t.db.update(examinations).set({ resultAt: clock.now() }).where(eq(examinations.orderItemId, item.id));
    const me = await k.me(tokens);
    expect((await leave(tokens)).status).toBe(200);
    const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, me.id));
    expect(row?.status).toBe('WITHDRAWN');
  });
});
