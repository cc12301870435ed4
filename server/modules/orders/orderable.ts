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
 * An item's target as it is now (decision 0077): its unit price today, and whether it is still sold
 * (a product taken off sale is not; the child, report or entry of the others is, while it exists).
 */
export type Availability = { unitAmount: number; onSale: boolean };

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
  /**
   * The target of an ordered item, read again before anything is charged (confirm) or a deposit is
   * applied (webhook): null once it was deleted. Never throws for a missing target (decision 0077).
   */
  available(ctx: OrderableContext, item: OrderItemRow): Promise<Availability | null>;
  /** In the confirm transaction, after Toss answered DONE: make the purchase real. */
  fulfil(ctx: OrderableContext, item: OrderItemRow): Promise<void>;
  /** In the cancel transaction, before Toss is asked to cancel: undo what fulfil did. */
  revoke(ctx: OrderableContext, item: OrderItemRow): Promise<void>;
};

export type OrderableFactory = (deps: Deps) => Orderable;
