import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_READY_TTL_MS } from '../../../src/contract/limits.ts';
import { expertCommentKit, type Writer } from '../../test/expert-comment-test-kit.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { errorOf, ordersKit } from '../../test/orders-test-kit.ts';

/**
 * Decision 0087 (as 0077 for a child): an entry is not deleted while the expert comment bought for
 * it is under way — an unpaid order or a waiting virtual account (DiaryHasOpenOrderException), a
 * paid comment not yet written (DiaryHasPaidServiceException). Nothing is removed when refused.
 */
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = expertCommentKit(() => t);
const pay = ordersKit(() => t);
let mom: Writer;
const refundAccount = { bankCode: '88', accountNumber: '110123456789', holderName: '이하늘' };

const remove = (id: number) => t.request('DELETE', `/api/members/diaries/${id}`, { tokens: mom.tokens });
const read = (id: number) => t.request('GET', `/api/members/diaries/${id}`, { tokens: mom.tokens });
const comment = (targetId: number) => ({ orderableType: 'DIARY_COMMENT' as const, targetId });

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  mom = await k.writer('diarydelete');
});

describe('DELETE /api/members/diaries/:id while an expert comment is bought for the entry', () => {
  it('is refused while a virtual account waits, then while the paid comment is not written, and allowed once canceled', async () => {
    const diaryId = await k.entryOf(mom, '2026-11-10');
    const order = await pay.order(mom.tokens, comment(diaryId));
    expect((await pay.confirm(mom.tokens, pay.checkout(order, '가상계좌'))).status).toBe(200);
    expect(await remove(diaryId)).toMatchObject(errorOf(409, 'DiaryHasOpenOrderException'));
    expect((await read(diaryId)).status).toBe(200);

    expect(await pay.fake().deposit(order.orderId)).toBe(200);
    expect(await remove(diaryId)).toMatchObject(errorOf(409, 'DiaryHasPaidServiceException'));
    expect((await read(diaryId)).status).toBe(200);

    const [itemId] = order.orderItemIds;
    expect((await pay.cancel(mom.tokens, itemId ?? 0, { reason: '단순 변심', refundAccount })).status).toBe(200);
    expect((await remove(diaryId)).status).toBe(200);
  });

  it('is refused while a card order for it is not yet confirmed, until the order expires', async () => {
    const diaryId = await k.entryOf(mom, '2026-11-11');
    await pay.order(mom.tokens, comment(diaryId));
    expect(await remove(diaryId)).toMatchObject(errorOf(409, 'DiaryHasOpenOrderException'));
    clock.advance(ORDER_READY_TTL_MS);
    expect((await remove(diaryId)).status).toBe(200);
  });

  it('leaves a written comment alone: the entry whose paid comment was given is deleted', async () => {
    const diaryId = await k.entryOf(mom, '2026-11-12');
    const item = await pay.payFor(mom.tokens, comment(diaryId));
    expect(await remove(diaryId)).toMatchObject(errorOf(409, 'DiaryHasPaidServiceException'));
    expect((await k.write(await k.signIn('expert'), diaryId, '잘 하고 계세요.')).status).toBe(200);
    expect((await pay.detail(mom.tokens, item.id)).status).toBe('PROVIDED');
    expect((await remove(diaryId)).status).toBe(200);
  });
});
