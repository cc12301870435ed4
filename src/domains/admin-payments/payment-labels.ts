import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { OrderSearchCategory } from '../../contract/admin-payments.ts';
import { bankName } from '../../contract/bank-codes.ts';
import { ORDER_STATUSES } from '../../contract/limits.ts';
import { ORDER_STATUS_LABELS } from '../admin-kit/order-labels.ts';
import './catalog.ts';

export { ORDER_STATUS_LABELS };

export const CATEGORY_LABELS: Record<OrderSearchCategory, MessageDescriptor> = {
  nickname: msg`Member nickname`,
  name: msg`Member name`,
  phone: msg`Member phone`,
  id: msg`Member number`,
  loginId: msg`Member login ID`,
  orderNo: msg`Toss order number`,
};

const IN_PROGRESS = msg({ message: 'Being paid', context: 'order status' });
const isOrderStatus = (status: string): status is (typeof ORDER_STATUSES)[number] => (ORDER_STATUSES as readonly string[]).includes(status);

/** Toss's status of a payment in Korean (DONE → 결제 승인); a status Toss adds later shows as it is. */
export function tossStatusText(i18n: I18n, status: string | null): string {
  if (status === null) return '—';
  if (status === 'IN_PROGRESS') return i18n._(IN_PROGRESS);
  return isOrderStatus(status) ? i18n._(ORDER_STATUS_LABELS[status]) : status;
}

/** A Toss bank code with its bank's name: "우리은행 (20)"; an unknown code as it is. */
export function bankText(code: string): string {
  const name = bankName(code);
  return name ? `${name} (${code})` : code;
}
