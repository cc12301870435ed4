import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderSearchCategory } from '../../contract/admin-payments.ts';
import type { ORDER_STATUSES } from '../../contract/limits.ts';
import './catalog.ts';

/** Toss's payment status as the order records it (decision 0024). */
export const ORDER_STATUS_LABELS: Record<(typeof ORDER_STATUSES)[number], MessageDescriptor> = {
  READY: msg({ message: 'Not paid yet', context: 'order status' }),
  WAITING_FOR_DEPOSIT: msg({ message: 'Waiting for the deposit', context: 'order status' }),
  DONE: msg({ message: 'Payment approved', context: 'order status' }),
  CANCELED: msg({ message: 'Payment cancelled', context: 'order status' }),
  PARTIAL_CANCELED: msg({ message: 'Partly cancelled', context: 'order status' }),
  ABORTED: msg({ message: 'Payment failed', context: 'order status' }),
  EXPIRED: msg({ message: 'Deposit deadline passed', context: 'order status' }),
};

export const CATEGORY_LABELS: Record<OrderSearchCategory, MessageDescriptor> = {
  nickname: msg`Member nickname`,
  name: msg`Member name`,
  phone: msg`Member phone`,
  id: msg`Member number`,
  loginId: msg`Member login ID`,
  orderNo: msg`Toss order number`,
};
