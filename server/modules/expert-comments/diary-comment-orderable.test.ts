import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreateBody } from '../../../src/contract/orders.ts';
import { expertComments } from '../../db/schema/expert-comments.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/idempotency.ts';
import { testApp, testClock } from '../../test/harness.ts';
import type { Orderable, OrderItemRow } from '../orders/orderable.ts';
import { orderableFactories } from '../../orderables.ts';
import { diaryCommentOrderable } from './diary-comment-orderable.ts';
import { expertCommentKit, type Writer } from '../../test/expert-comment-test-kit.ts';

// Decisions 0022, 0027: the DIARY_COMMENT plug-in called directly, as the orders module calls it, in a transaction.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = expertCommentKit(() => t);
let orderable: Orderable;
let serial = 0;

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  orderable = diaryCommentOrderable(t.deps);
});

const body = (targetId: number): OrderCreateBody => ({
  orderableType: 'DIARY_COMMENT',
  targetId,
  expectedAmount: 10_000,
  customerName: '김코멘',
  customerMobilePhone: '01012345678',
  customerEmail: null,
  quantity: 1,
});

/** Runs `work` in a transaction that is always rolled back unless `keep`. */
async function inTx<T>(work: (tx: Tx) => Promise<T>, keep = false): Promise<T> {
  let out: T | undefined;
  const rollback = new Error('rollback');
  try {
    await t.db.transaction(async (tx) => {
      out = await work(tx);
      if (!keep) throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return out as T;
}

/** The AppError key `promise` rejects with. */
const keyOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof AppError ? error.key : String(error)),
  );

/** A paid DIARY_COMMENT item of the writer for the entry, as the orders module stores it. */
async function paidItem(writer: Writer, diaryId: number): Promise<OrderItemRow> {
  serial++;
  const [order] = await t.db
    .insert(orders)
    .values({
      memberId: writer.id,
      tossOrderId: `test-order-${serial}-${diaryId}`,
      orderName: '전문가 코멘트',
      amount: 10_000,
      status: 'DONE',
      customerName: '김코멘',
      customerMobilePhone: '01012345678',
      paidAt: clock.now(),
    })
    .returning();
  if (!order) throw new Error('no order');
  const [item] = await t.db
    .insert(orderItems)
    .values({
      orderId: order.id,
      memberId: writer.id,
      orderableType: 'DIARY_COMMENT',
      targetId: diaryId,
      name: '전문가 코멘트',
      amount: 10_000,
      status: 'PAID',
      paidAt: clock.now(),
    })
    .returning();
  if (!item) throw new Error('no item');
  return item;
}
const ctx = (tx: Tx, writer: Writer) => ({ tx, memberId: writer.id, now: clock.now() });
const requestOf = async (diaryId: number) => (await t.db.select().from(expertComments).where(eq(expertComments.diaryId, diaryId)))[0];

describe('DIARY_COMMENT orderable (decisions 0022, 0027)', () => {
  it('is registered with the orders module', () => {
    expect(orderableFactories.map((factory) => factory(t.deps).type)).toContain('DIARY_COMMENT');
  });

  it('prices the member\u2019s own entry at PRICES.DIARY_COMMENT (SPEC §9: 10,000 won) with a Korean name', async () => {
    const mom = await k.writer();
    const diaryId = await k.entryOf(mom, '2026-11-20');
    const priced = await inTx((tx) => orderable.price(ctx(tx, mom), body(diaryId)));
    expect(priced).toEqual({
      name: '전문가 코멘트 (11월 20일 육아일기)',
      unitAmount: 10_000,
      detail: { diaryId, entryDate: '2026-11-20', title: '오늘의 기록' },
    });
  });

  it('refuses another member\u2019s entry (NoSuchDiaryException) and an entry already asked for (AlreadyOrderedDiaryCommentException)', async () => {
    const mom = await k.writer();
    const stranger = await k.writer();
    const diaryId = await k.entryOf(mom, '2026-11-20');
    expect(await keyOf(inTx((tx) => orderable.price(ctx(tx, stranger), body(diaryId))))).toBe('NoSuchDiaryException');
    // Asked with the welcome coupon.
    await k.requested(mom.tokens, diaryId);
    expect(await keyOf(inTx((tx) => orderable.price(ctx(tx, mom), body(diaryId))))).toBe('AlreadyOrderedDiaryCommentException');
    // Paid (not yet fulfilled, e.g. a virtual account deposited): also already ordered.
    const other = await k.entryOf(mom, '2026-11-21');
    await paidItem(mom, other);
    expect(await keyOf(inTx((tx) => orderable.price(ctx(tx, mom), body(other))))).toBe('AlreadyOrderedDiaryCommentException');
  });

  it('fulfil creates the request via ORDER; a second fulfil of the same item changes nothing; the coupon path then answers already requested', async () => {
    const mom = await k.writer();
    const diaryId = await k.entryOf(mom, '2026-11-20');
    const item = await paidItem(mom, diaryId);
    await inTx((tx) => orderable.fulfil(ctx(tx, mom), item), true);
    expect(await requestOf(diaryId)).toMatchObject({ via: 'ORDER', orderItemId: item.id, couponId: null, content: null, requestedAt: clock.now() });
    await inTx((tx) => orderable.fulfil(ctx(tx, mom), item), true);
    expect(await t.db.select().from(expertComments).where(eq(expertComments.diaryId, diaryId))).toHaveLength(1);
    expect(await k.useCoupon(mom.tokens, diaryId)).toMatchObject({ status: 409, json: { message: 'ExpertCommentAlreadyRequestedException' } });
  });

  it('fulfil answers AlreadyOrderedDiaryCommentException when the entry was asked for by coupon meanwhile (the confirm rolls back)', async () => {
    const mom = await k.writer();
    const diaryId = await k.entryOf(mom, '2026-11-20');
    const item = await paidItem(mom, diaryId);
    await t.db.update(orderItems).set({ status: 'PENDING' }).where(eq(orderItems.id, item.id));
    await k.requested(mom.tokens, diaryId);
    expect(await keyOf(inTx((tx) => orderable.fulfil(ctx(tx, mom), item)))).toBe('AlreadyOrderedDiaryCommentException');
    expect(await requestOf(diaryId)).toMatchObject({ via: 'COUPON' });
  });

  it('revoke removes an unanswered request; after the expert wrote it answers CannotCancelOrderItemException and the item is PROVIDED', async () => {
    const mom = await k.writer();
    const first = await k.entryOf(mom, '2026-11-20');
    const firstItem = await paidItem(mom, first);
    await inTx((tx) => orderable.fulfil(ctx(tx, mom), firstItem), true);
    await inTx((tx) => orderable.revoke(ctx(tx, mom), firstItem), true);
    expect(await requestOf(first)).toBeUndefined();
    // Revoking what is not there (already revoked) is harmless.
    await inTx((tx) => orderable.revoke(ctx(tx, mom), firstItem), true);

    const second = await k.entryOf(mom, '2026-11-21');
    const secondItem = await paidItem(mom, second);
    await inTx((tx) => orderable.fulfil(ctx(tx, mom), secondItem), true);
    const expert = await k.signIn('expert');
    expect((await k.write(expert, second, '잘 하고 계세요.')).status).toBe(200);
    const [provided] = await t.db.select().from(orderItems).where(eq(orderItems.id, secondItem.id));
    expect(provided).toMatchObject({ status: 'PROVIDED', providedAt: clock.now() });
    expect(await keyOf(inTx((tx) => orderable.revoke(ctx(tx, mom), secondItem)))).toBe('CannotCancelOrderItemException');
    expect((await requestOf(second))?.content).toBe('잘 하고 계세요.');
  });
});
