import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expertCommentsApi } from '../../../src/contract/expert-comments-api.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf } from '../../test/members.ts';
import { customer, ordersKit } from '../../test/orders-test-kit.ts';
import { expertCommentKit, failure } from '../../test/expert-comment-test-kit.ts';

// Decisions 0022, 0027 through the orders API and the local Toss stand-in: DIARY_COMMENT paid, answered, canceled.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = expertCommentKit(() => t);
const pay = ordersKit(() => t);

const t = testApp({ clock, demo: true });
beforeAll(async () => {});

const statusOf = async (tokens: Parameters<typeof k.status>[0], diaryId: number) =>
  dataOf(await k.status(tokens, diaryId), expertCommentsApi.diaryExpertComment.response);
const order = (diaryId: number) => ({ ...customer, orderableType: 'DIARY_COMMENT', targetId: diaryId, expectedAmount: 10_000 });

describe('paying DIARY_COMMENT (decisions 0022, 0027)', () => {
  it('prices it at 10,000 won with the entry\u2019s day in its name; paying asks the expert (via ORDER)', async () => {
    const mom = await k.writer();
    const diaryId = await k.entryOf(mom, '2026-11-20');
    const created = await pay.order(mom.tokens, { orderableType: 'DIARY_COMMENT', targetId: diaryId });
    expect(created).toMatchObject({ amount: 10_000, orderName: '전문가 코멘트 (11월 20일 육아일기)' });
    expect((await pay.confirm(mom.tokens, pay.checkout(created))).status).toBe(200);
    const item = await pay.detail(mom.tokens, created.orderItemIds[0] ?? 0);
    expect(item).toMatchObject({ orderableType: 'DIARY_COMMENT', targetId: diaryId, status: 'PAID', cancelable: true });
    expect(await statusOf(mom.tokens, diaryId)).toMatchObject({ status: 'REQUESTED', via: 'ORDER' });
    // The queue shows it like a coupon request.
    const queue = dataOf(await k.queue(await k.signIn('expert')), expertCommentsApi.expertCommentQueue.response);
    expect(queue.items.find((i) => i.diaryId === diaryId)).toMatchObject({ via: 'ORDER' });
  });

  it('refuses another member\u2019s entry (NoSuchDiaryException) and an entry already asked for (AlreadyOrderedDiaryCommentException, SPEC §4)', async () => {
    const mom = await k.writer();
    const stranger = await k.writer();
    const diaryId = await k.entryOf(mom, '2026-11-20');
    expect(await pay.createOrder(stranger.tokens, order(diaryId))).toMatchObject(failure(404, 'NoSuchDiaryException'));
    await k.requested(mom.tokens, diaryId);
    expect(await pay.createOrder(mom.tokens, order(diaryId))).toMatchObject(failure(409, 'AlreadyOrderedDiaryCommentException'));
    const paid = await k.entryOf(mom, '2026-11-21');
    await pay.payFor(mom.tokens, { orderableType: 'DIARY_COMMENT', targetId: paid });
    expect(await pay.createOrder(mom.tokens, order(paid))).toMatchObject(failure(409, 'AlreadyOrderedDiaryCommentException'));
    // A paid entry cannot take a coupon either.
    await k.clearCoupons(mom.id);
    expect(await k.useCoupon(mom.tokens, paid)).toMatchObject(failure(409, 'ExpertCommentAlreadyRequestedException'));
  });

  it('the expert\u2019s comment provides the item: from then on it cannot be canceled (CannotCancelOrderItemException)', async () => {
    const mom = await k.writer();
    const diaryId = await k.entryOf(mom, '2026-11-20');
    const item = await pay.payFor(mom.tokens, { orderableType: 'DIARY_COMMENT', targetId: diaryId });
    expect((await k.write(await k.signIn('expert'), diaryId, '잘 하고 계세요.')).status).toBe(200);
    expect(await pay.detail(mom.tokens, item.id)).toMatchObject({ status: 'PROVIDED', cancelable: false, providedAt: clock.now().toISOString() });
    expect(await pay.cancel(mom.tokens, item.id, { reason: '단순 변심' })).toMatchObject(failure(409, 'CannotCancelOrderItemException'));
    expect(await statusOf(mom.tokens, diaryId)).toMatchObject({ status: 'WRITTEN', via: 'ORDER' });
  });

  it('canceling before the expert wrote removes the request; the entry is then private again for the expert (NoSuchDiaryException, decision 0032) and the entry can be asked again', async () => {
    const mom = await k.writer();
    const diaryId = await k.entryOf(mom, '2026-11-20');
    const item = await pay.payFor(mom.tokens, { orderableType: 'DIARY_COMMENT', targetId: diaryId });
    expect((await pay.cancel(mom.tokens, item.id, { reason: '단순 변심' })).status).toBe(200);
    expect(await statusOf(mom.tokens, diaryId)).toMatchObject({ status: 'NONE' });
    expect(await k.write(await k.signIn('expert'), diaryId, '코멘트')).toMatchObject(failure(404, 'NoSuchDiaryException'));
    const [row] = await t.db.select({ status: orderItems.status }).from(orderItems).where(eq(orderItems.id, item.id));
    expect(row?.status).toBe('CANCELED');
    expect((await k.requested(mom.tokens, diaryId)).via).toBe('COUPON');
  });
});
