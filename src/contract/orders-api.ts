import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import {
  BankCodeListData,
  Order,
  OrderCreateBody,
  OrderItemCancelBody,
  OrderItemDetail,
  OrderItemListData,
  PaymentConfig,
  PaymentConfirmBody,
  TossWebhookBody,
} from './orders.ts';
import { RowIdText } from './primitives.ts';

/**
 * Orders, Toss payments and the payment history (decision 0024; ARCHITECTURE §6). Spread into `api`
 * in api.ts; the client imports this group.
 */
export const ordersApi = {
  paymentConfig: endpoint({
    method: 'GET',
    path: '/api/members/payments/config',
    access: ['ROLE_MEMBER'],
    summary: 'How the browser pays: the Toss client key and SDK URL, or the local test checkout in development',
    response: PaymentConfig,
  }),
  createOrder: endpoint({
    method: 'POST',
    path: '/api/members/orders',
    access: ['ROLE_MEMBER'],
    summary: 'Create an order priced by the server (the client amount is only compared); checks "bought only once"',
    body: OrderCreateBody,
    response: Order,
  }),
  confirmPayment: endpoint({
    method: 'POST',
    path: '/api/members/payments/confirm',
    access: ['ROLE_MEMBER'],
    summary: 'Confirm a Toss payment (amount checked, Idempotency-Key to Toss) and fulfil the order in one transaction; a replay answers the same order',
    body: PaymentConfirmBody,
    response: Order,
  }),
  orderItems: endpoint({
    method: 'GET',
    path: '/api/members/order-items',
    access: ['ROLE_MEMBER'],
    summary: 'The payment history: paid, provided and canceled items, newest first',
    response: OrderItemListData,
  }),
  orderItem: endpoint({
    method: 'GET',
    path: '/api/members/order-items/:id',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'One order item with method, status and receipt',
    response: OrderItemDetail,
  }),
  cancelOrderItem: endpoint({
    method: 'POST',
    path: '/api/members/order-items/:id/cancel',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'Cancel an item not yet provided through Toss (CannotCancelOrderItemException after; refund account for a virtual account)',
    body: OrderItemCancelBody,
    response: OrderItemDetail,
  }),
  bankCodes: endpoint({
    method: 'GET',
    path: '/api/open/bank-codes',
    access: 'open',
    summary: 'Banks a refund account can be at (Toss bank codes)',
    response: BankCodeListData,
  }),
  tossWebhook: endpoint({
    method: 'POST',
    path: '/api/open/payments/toss-webhook',
    access: 'open',
    summary: 'Toss webhook (PAYMENT_STATUS_CHANGED, DEPOSIT_CALLBACK): de-duplicated, re-fetched from Toss before acting',
    body: TossWebhookBody,
    response: v.null(),
  }),
} as const;
