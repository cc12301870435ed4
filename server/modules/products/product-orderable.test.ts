import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { OrderCreateBody, ShippingAddress } from '../../../src/contract/orders.ts';
import { productsApi } from '../../../src/contract/products-api.ts';
import { AppError } from '../../lib/app-error.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { addressKit } from '../../test/address-test-kit.ts';
import { orderableFactories } from '../../orderables.ts';
import type { Orderable } from '../orders/orderable.ts';
import { productOrderable } from './product-orderable.ts';

const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = memberKit(() => t);
const a = addressKit(() => t);
let buyer: Pair;
let buyerId: number;
let other: Pair;
let orderable: Orderable;
let lotion: { id: number; price: number; title: string };

/** The body /payments sends for a PRODUCT, through the contract (defaults applied). */
const order = (extra: Record<string, unknown>) =>
  v.parse(OrderCreateBody, {
    orderableType: 'PRODUCT',
    targetId: lotion.id,
    expectedAmount: lotion.price,
    customerName: '이하늘',
    customerMobilePhone: '01012345678',
    customerEmail: null,
    ...extra,
  });

/** price() inside a transaction, as the orders service calls it. */
const price = (memberId: number, body: OrderCreateBody) => t.db.transaction((tx) => orderable.price({ tx, memberId, now: clock.now() }, body));
const keyOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'priced',
    (error: unknown) => (error instanceof AppError ? error.key : String(error)),
  );

const t = testApp({ clock, demo: true, demoFiles: true });
beforeAll(async () => {
  buyer = await k.join('shopmom', '쇼핑맘');
  buyerId = (await k.me(buyer)).id;
  other = await k.join('shopother', '옆집맘');
  orderable = productOrderable(t.deps);
  const list = dataOf(await t.request('GET', '/api/members/products', { tokens: buyer }), productsApi.products.response).products;
  const found = list.find((p) => p.title === '무향 아기 보습 로션 250ml');
  if (!found) throw new Error('demo product');
  lotion = found;
});

describe('PRODUCT orderable (decision 0026; SPEC §3 Orderable types, §9 product price)', () => {
  it('is registered once in the orderable list for PRODUCT', () => {
    expect(orderableFactories.map((factory) => factory(t.deps).type).filter((type) => type === 'PRODUCT')).toHaveLength(1);
  });

  it('prices from the product row (never the client) and keeps a snapshot of the delivery address', async () => {
    const home = await a.add(buyer, { addressName: '우리집', receiverHomePhone: '031-123-4567' });
    const item = await price(buyerId, order({ addressId: home.id, quantity: 3, expectedAmount: 1 }));
    expect(item.name).toBe('무향 아기 보습 로션 250ml');
    expect(item.unitAmount).toBe(18_500);
    const shipping = v.parse(ShippingAddress, item.detail.shippingAddress);
    expect(shipping).toEqual({
      addressName: '우리집',
      recipientName: '김도담',
      receiverMobilePhone: '01012345678',
      receiverHomePhone: '0311234567',
      street: '서울특별시 마포구 월드컵북로 396',
      detail: '3층 302호',
      postalCode: '03925',
    });
    expect(Object.keys(item.detail)).toEqual(['shippingAddress']);

    // The snapshot is the address as it is at order time: an order after an edit carries the edit.
    await a.edit(buyer, home.id, { ...shipping, street: '경기도 성남시 분당구 판교역로 166', isDefault: true });
    const later = await price(buyerId, order({ addressId: home.id }));
    expect(later.detail.shippingAddress).toMatchObject({ street: '경기도 성남시 분당구 판교역로 166' });
  });

  it('needs the member\u2019s own address: none, another member\u2019s or a missing one is NoSuchAddressException', async () => {
    const theirs = await a.add(other, { addressName: '옆집' });
    expect(await keyOf(price(buyerId, order({})))).toBe('NoSuchAddressException');
    expect(await keyOf(price(buyerId, order({ addressId: null })))).toBe('NoSuchAddressException');
    expect(await keyOf(price(buyerId, order({ addressId: theirs.id })))).toBe('NoSuchAddressException');
    expect(await keyOf(price(buyerId, order({ addressId: 999_999 })))).toBe('NoSuchAddressException');
  });

  it('a product that does not exist is NotFound (404)', async () => {
    const [home] = await a.list(buyer);
    expect(await keyOf(price(buyerId, order({ targetId: 999_999, addressId: home?.id })))).toBe('NotFound');
  });

  it('fulfil and revoke do nothing (a product is provided when an admin ships it)', async () => {
    const row = {
      id: 1,
      orderId: 1,
      memberId: buyerId,
      orderableType: 'PRODUCT' as const,
      targetId: lotion.id,
      name: lotion.title,
      amount: lotion.price,
      quantity: 1,
      status: 'PAID' as const,
      detail: {},
      paidAt: clock.now(),
      providedAt: null,
      canceledAt: null,
      cancelReason: null,
      refundedAmount: 0,
      createdAt: clock.now(),
    };
    await t.db.transaction(async (tx) => {
      await expect(orderable.fulfil({ tx, memberId: buyerId, now: clock.now() }, row)).resolves.toBeUndefined();
      await expect(orderable.revoke({ tx, memberId: buyerId, now: clock.now() }, row)).resolves.toBeUndefined();
    });
  });
});
