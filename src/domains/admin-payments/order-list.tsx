import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { adminList } from '../admin-kit/list-declaration.ts';
import { ITEM_STATUS_LABELS, TYPE_LABELS } from '../admin-kit/order-labels.ts';
import { adminPaymentsApi } from '../../contract/admin-payments-api.ts';
import { ORDER_SEARCH_CATEGORIES, OrderListQuery } from '../../contract/admin-payments.ts';
import { formatKoreanDate, formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { ORDER_ITEM_STATUSES, ORDERABLE_TYPES } from '../../contract/limits.ts';
import { call } from '../../lib/api/call.ts';
import { formatWon } from '../../lib/i18n/money.ts';
import { OrderTotals } from './order-totals.tsx';
import { CATEGORY_LABELS } from './payment-labels.ts';
import { orderKeys } from './payment-queries.ts';
import './catalog.ts';

/** /admin/payment: the order items with the totals per type (SPEC §2; decisions 0041, 0043, 0045); `?orderId=` opens an order. */
export const orderList = adminList({
  title: msg`Payment management`,
  caption: msg`Order items`,
  schema: OrderListQuery,
  keep: ['orderId'],
  key: orderKeys.list,
  fetch: (query) => call(adminPaymentsApi.adminOrders, { query }),
  total: (count) => msg`${count} order items`,
  rowName: (o) => o.name,
  search: { categories: ORDER_SEARCH_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })) },
  status: ORDER_ITEM_STATUSES.map((value) => ({ value, label: ITEM_STATUS_LABELS[value] })),
  days: msg`Ordered`,
  filters: [
    { kind: 'select', key: 'type', label: msg`Type`, all: msg`All types`, options: ORDERABLE_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] })) },
  ],
  above: (page, query) => <OrderTotals totals={page.totals} from={query.from} to={query.to} />,
  columns: [
    { label: msg`No.`, sort: { key: 'id', first: 'desc' }, cell: (o) => o.id },
    {
      label: msg`Item`,
      cell: (o) => (
        <Link className={css.rowLink} from="/admin/payment" to="/admin/payment" search={(prev) => ({ ...prev, orderId: o.orderId })}>
          {o.name}
        </Link>
      ),
    },
    { label: msg`Type`, cell: (o, i18n) => i18n._(TYPE_LABELS[o.orderableType]) },
    {
      label: msg`Member`,
      cell: (o) => (
        <Link className={css.rowLink} to="/admin/member" search={{ memberId: o.memberId }}>
          {o.memberNickname ?? o.memberName ?? `#${o.memberId}`}
        </Link>
      ),
    },
    { label: msg`Amount paid`, sort: { key: 'amount', first: 'desc' }, cell: (o, i18n) => formatWon(o.amount, i18n.locale) },
    { label: msg`Method`, cell: (o) => o.method ?? '—' },
    { label: msg`Status`, cell: (o, i18n) => i18n._(ITEM_STATUS_LABELS[o.status]) },
    { label: msg`Ordered`, sort: { key: 'createdAt', first: 'desc' }, cell: (o) => formatKoreanDateTime(o.createdAt) },
    { label: msg`Paid on`, sort: { key: 'paidAt', first: 'desc' }, cell: (o) => (o.paidAt ? formatKoreanDate(o.paidAt) : '—') },
  ],
  csv: { path: adminPaymentsApi.adminOrdersCsv.path, fallbackName: 'payments.csv' },
});
