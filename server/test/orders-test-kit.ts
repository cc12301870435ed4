/**
 * Orders and payments for the server tests (not a test file itself). The test app runs without Toss
 * keys, so its adapter talks in-process to the local Toss stand-in (`t.deps.fakeToss`), whose
 * checkout a test "clicks" with `checkout`. Other features' tests use `payFor` to buy their thing:
 *
 *   const pay = ordersKit(() => t);
 *   const item = await pay.payFor(mom, { orderableType: 'DIARY_COMMENT', targetId: diaryId });
 *   // item.status === 'PAID', and the orderable's fulfil() has run
 */
import { expect } from 'vitest';
import type { OrderableType } from '../../src/contract/limits.ts';
import { ordersApi } from '../../src/contract/orders-api.ts';
import { fixedPriceOf, type Order, type OrderItemDetail } from '../../src/contract/orders.ts';
import type { FakeToss } from '../integrations/toss-fake.ts';
import { AppError } from '../lib/app-error.ts';
import type { TestContext } from './harness.ts';
import { dataOf, type Pair } from './members.ts';
import type { Orderable, OrderableFactory, OrderItemRow } from '../modules/orders/orderable.ts';

/** The customer fields of an order, as the payments page prefills them. */
export const customer = { customerName: '이하늘', customerMobilePhone: '010-1234-5678', customerEmail: 'parent@dodam.example' };

export type PayMethod = '카드' | '가상계좌';

/** What to buy: the type and target, and anything else of the order body (expectedAmount defaults to the SPEC §9 price). */
export type PayInput = { orderableType: OrderableType; targetId: number; expectedAmount?: number; method?: PayMethod } & Record<string, unknown>;

/**
 * A test-only orderable of `type` that sells any target at `price` and records what fulfil and
 * revoke were called with; `failFulfil` makes the next fulfil throw (after Toss charged); a target
 * added to `gone` reads as deleted, and `unitAmount` is its price now.
 */
export function recordingOrderable(type: OrderableType, price = fixedPriceOf(type) ?? 10_000) {
  const calls = { fulfilled: [] as number[], revoked: [] as number[], failFulfil: false, gone: new Set<number>(), unitAmount: price };
  const factory: OrderableFactory = (): Orderable => ({
    type,
    price: async (_ctx, body) => ({ name: `테스트 상품 ${body.targetId}`, unitAmount: calls.unitAmount, detail: { note: 'test' } }),
    // A target in `gone` was deleted; `unitAmount` is the price now (a test raises it after ordering).
    available: async (_ctx, item: OrderItemRow) => (calls.gone.has(item.targetId) ? null : { unitAmount: calls.unitAmount, onSale: true }),
    async fulfil(_ctx, item: OrderItemRow) {
      if (calls.failFulfil) {
        calls.failFulfil = false;
        throw new AppError('NoSuchReportException', 'the target disappeared before fulfilment');
      }
      calls.fulfilled.push(item.id);
    },
    async revoke(_ctx, item: OrderItemRow) {
      calls.revoked.push(item.id);
    },
  });
  return { factory, calls };
}

export function ordersKit(context: () => TestContext) {
  const request: TestContext['request'] = (...args) => context().request(...args);
  const withKey = (key?: string) => (key ? { 'idempotency-key': key } : undefined);

  function fake(): FakeToss {
    const stand = context().deps.fakeToss;
    if (!stand) throw new Error('the test app has Toss keys set, so there is no local Toss stand-in');
    return stand;
  }

  const kit = {
    fake,
    createOrder: (tokens: Pair, body: unknown, key?: string) => request('POST', '/api/members/orders', { tokens, body, headers: withKey(key) }),
    confirm: (tokens: Pair, body: unknown) => request('POST', '/api/members/payments/confirm', { tokens, body }),
    history: (tokens: Pair) => request('GET', '/api/members/order-items', { tokens }),
    item: (tokens: Pair, id: number | string) => request('GET', `/api/members/order-items/${id}`, { tokens }),
    cancel: (tokens: Pair, id: number | string, body: unknown, key?: string) =>
      request('POST', `/api/members/order-items/${id}/cancel`, { tokens, body, headers: withKey(key) }),
    webhook: (body: unknown) => request('POST', '/api/open/payments/toss-webhook', { body }),

    /** POST an order for the SPEC §9 price (or `expectedAmount`): expects 200. */
    async order(tokens: Pair, input: PayInput): Promise<Order> {
      const { method: _method, expectedAmount, ...rest } = input;
      const amount = expectedAmount ?? fixedPriceOf(input.orderableType);
      if (amount === null) throw new Error('a PRODUCT order needs its expectedAmount');
      const res = await kit.createOrder(tokens, { ...customer, ...rest, expectedAmount: amount });
      expect(res.status, res.text).toBe(200);
      return dataOf(res, ordersApi.createOrder.response);
    },

    /** 결제하기 on the test checkout: the query Toss appends to the success URL. */
    checkout: (order: Order, method: PayMethod = '카드') =>
      fake().checkout({ orderId: order.orderId, orderName: order.orderName, amount: order.amount, method, customerName: order.customerName }),

    /** GET the member's history item: expects 200. */
    async detail(tokens: Pair, id: number): Promise<OrderItemDetail> {
      const res = await kit.item(tokens, id);
      expect(res.status, res.text).toBe(200);
      return dataOf(res, ordersApi.orderItem.response);
    },

    /**
     * Create, pay at the test checkout and confirm in one call: expects 200 and answers the item —
     * PAID for a card (the orderable's fulfil has run), WAITING_FOR_DEPOSIT for a virtual account
     * (`fake().deposit(orderId)` pays it through the DEPOSIT_CALLBACK webhook).
     */
    async payFor(tokens: Pair, input: PayInput): Promise<OrderItemDetail> {
      const order = await kit.order(tokens, input);
      const res = await kit.confirm(tokens, kit.checkout(order, input.method));
      expect(res.status, res.text).toBe(200);
      const confirmed = dataOf(res, ordersApi.confirmPayment.response);
      const [id] = confirmed.orderItemIds;
      if (id === undefined) throw new Error('the order has no item');
      return kit.detail(tokens, id);
    },
  };
  return kit;
}

export const errorOf = (status: number, message: string) => ({ status, json: { code: String(status), message } });
