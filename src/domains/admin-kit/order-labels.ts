import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ORDER_STATUSES, OrderableType, OrderItemStatus } from '../../contract/limits.ts';
import './catalog.ts';

/** The member's words for the types and item statuses (the same ids keep one translation, decision 0025). */
export const TYPE_LABELS: Record<OrderableType, MessageDescriptor> = {
  DIARY_COMMENT: msg`Expert comment on a diary`,
  DIARY_PDF: msg`Diary PDF book`,
  CONSULTATION: msg`Expert consultation`,
  GROWTH_EXAMINATION: msg`Development test`,
  REPORT_ANALYSIS: msg`Expert feedback on a monthly report`,
  PRODUCT: msg`Child-care product`,
};

export const ITEM_STATUS_LABELS: Record<OrderItemStatus, MessageDescriptor> = {
  PENDING: msg({ message: 'Awaiting payment', context: 'order item status' }),
  WAITING_FOR_DEPOSIT: msg({ message: 'Awaiting deposit', context: 'order item status' }),
  PAID: msg({ message: 'Paid', context: 'order item status' }),
  PROVIDED: msg({ message: 'Provided', context: 'order item status' }),
  CANCELED: msg({ message: 'Cancelled', context: 'order item status' }),
};

/** Toss's payment status as the order records it (decision 0024); shared by the payment pages and the audit log's change lines. */
export const ORDER_STATUS_LABELS: Record<(typeof ORDER_STATUSES)[number], MessageDescriptor> = {
  READY: msg({ message: 'Not paid yet', context: 'order status' }),
  WAITING_FOR_DEPOSIT: msg({ message: 'Waiting for the deposit', context: 'order status' }),
  DONE: msg({ message: 'Payment approved', context: 'order status' }),
  CANCELED: msg({ message: 'Payment cancelled', context: 'order status' }),
  PARTIAL_CANCELED: msg({ message: 'Partly cancelled', context: 'order status' }),
  ABORTED: msg({ message: 'Payment failed', context: 'order status' }),
  EXPIRED: msg({ message: 'Deposit deadline passed', context: 'order status' }),
};
