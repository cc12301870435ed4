import type { OrderableType } from '../../../src/contract/limits.ts';
import type { OrderCreateBody } from '../../../src/contract/orders.ts';
import type { orderItems } from '../../db/schema/orders.ts';
import type { Deps } from '../../deps.ts';
import type { Tx } from '../../lib/idempotency.ts';

export type OrderItemRow = typeof orderItems.$inferSelect;

export type OrderableContext = { tx: Tx; memberId: number; now: Date };

/** What an order item is, priced by the server. `detail` is stored on the item (order_items.detail). */
export type PricedItem = { name: string; unitAmount: number; detail: Record<string, unknown> };

/**
 * One orderable type (SPEC §3): the feature that sells it plugs in here, so the orders module never
 * knows diaries, products or reports. Every method runs inside the orders module's transaction and
 * throws AppError keys (SPEC §8).
 */
export type Orderable = {
  type: OrderableType;
  /**
   * Before the order is created: the target exists and is the member's (NoSuch…Exception), may be
   * bought now (AlreadyOrdered…Exception), and its price and Korean item name. Never trusts the client.
   */
  price(ctx: OrderableContext, body: OrderCreateBody): Promise<PricedItem>;
  /** In the confirm transaction, after Toss answered DONE: make the purchase real. */
  fulfil(ctx: OrderableContext, item: OrderItemRow): Promise<void>;
  /** In the cancel transaction, before Toss is asked to cancel: undo what fulfil did. */
  revoke(ctx: OrderableContext, item: OrderItemRow): Promise<void>;
};

export type OrderableFactory = (deps: Deps) => Orderable;
