import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORDERABLE_TYPES } from '../../../src/contract/limits.ts';
import { ORDER_ITEM_STATUSES, ORDER_STATUSES } from '../../../src/contract/limits.ts';
import { users } from './users.ts';

/**
 * An order as Toss knows it (ARCHITECTURE §6): `tossOrderId` is the orderId handed to
 * `requestPayment`; `amount` is the server's price, the only amount ever confirmed.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tossOrderId: text('toss_order_id').notNull(),
    orderName: text('order_name').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('READY'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    customerMobilePhone: text('customer_mobile_phone').notNull(),
    /** Set once Toss confirmed: the payment of this order (one per order). */
    paymentKey: text('payment_key'),
    method: text('method'),
    receiptUrl: text('receipt_url'),
    /** A virtual account waiting for its deposit: bank, number, holder, due date. */
    virtualAccount: jsonb('virtual_account'),
    /** The last payment object Toss answered (confirm, re-fetch, cancel), for support. */
    tossPayment: jsonb('toss_payment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_toss_order_id_key').on(t.tossOrderId),
    uniqueIndex('orders_payment_key_key').on(t.paymentKey),
    index('orders_member_idx').on(t.memberId, t.createdAt),
  ],
);

/**
 * What was bought. `targetId` names the diary, report, product or child (contract ORDER_TARGET).
 * `providedAt` is set by the feature that provides the service (the expert's comment, the PDF …);
 * after it, the item can no longer be canceled (SPEC §4). "Bought only once" (SPEC §4) is the
 * partial unique index: one live DIARY_COMMENT per diary, one live REPORT_ANALYSIS per report.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderableType: text('orderable_type', { enum: ORDERABLE_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    name: text('name').notNull(),
    amount: integer('amount').notNull(),
    quantity: integer('quantity').notNull().default(1),
    status: text('status', { enum: ORDER_ITEM_STATUSES }).notNull().default('PENDING'),
    /** Per type: the shipping address snapshot (PRODUCT), consultation phone and content (CONSULTATION). */
    detail: jsonb('detail').notNull().default({}),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    providedAt: timestamp('provided_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /**
     * Won given back so far (decision 0049): a partial refund leaves the item PAID with this below its
     * amount; a full refund (or cancel after a deposit) makes it CANCELED with the whole amount here.
     */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('order_items_bought_once_key')
      .on(t.orderableType, t.targetId)
      .where(sql`${t.orderableType} in ('DIARY_COMMENT', 'REPORT_ANALYSIS') and ${t.status} in ('WAITING_FOR_DEPOSIT', 'PAID', 'PROVIDED')`),
  ],
);

/** Toss webhook deliveries, de-duplicated by their key (event type + payment + status + time). */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: serial('id').primaryKey(),
    eventKey: text('event_key').notNull(),
    eventType: text('event_type').notNull(),
    body: jsonb('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_webhook_events_key').on(t.eventKey)],
);
