import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { totalText } from '../../components/admin/list-total.ts';
import * as css from '../../components/admin/admin-list.css.ts';
import { AdminField } from '../../components/admin/admin-field.tsx';
import { CsvButton } from '../../components/admin/csv-button.tsx';
import { DateRange } from '../../components/admin/date-range.tsx';
import { type ListUrl } from '../../components/admin/list-search.ts';
import { ListState } from '../../components/admin/list-state.tsx';
import { Pagination } from '../../components/admin/pagination.tsx';
import { SearchBox } from '../../components/admin/search-box.tsx';
import { SortHeader } from '../../components/admin/sort-header.tsx';
import { StatusChips } from '../../components/admin/status-chips.tsx';
import { useAdminList } from '../../components/admin/use-admin-list.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { adminPaymentsApi } from '../../contract/admin-payments-api.ts';
import { ORDER_SEARCH_CATEGORIES, OrderListQuery } from '../../contract/admin-payments.ts';
import { formatKoreanDate, formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { ORDERABLE_TYPES } from '../../contract/limits.ts';
import { ORDER_ITEM_STATUSES } from '../../contract/limits.ts';
import { formatWon } from '../../lib/i18n/money.ts';
import { OrderTotals } from './order-totals.tsx';
import { ITEM_STATUS_LABELS, TYPE_LABELS } from '../../components/admin/order-labels.ts';
import { CATEGORY_LABELS } from './payment-labels.ts';
import { orderListQuery } from './payment-queries.ts';
import './catalog.ts';

/** The URL of /admin/payment, unchecked; listQueryOf checks it here (decision 0041). */
export type OrderSearch = ListUrl<OrderListQuery & { orderId: number }>;

/** /admin/payment: the order items on the back office's list pattern, with the totals per type (SPEC §2; decisions 0041, 0043). */
export function OrderListPage({ search }: { search: OrderSearch }) {
  const { t, i18n } = useLingui();
  const { orderId: _detail, ...filters } = search;
  const { query, callQuery, list, items, go, sort } = useAdminList(OrderListQuery, filters, orderListQuery);

  return (
    <>
      <PageHeader title={t`Payment management`} />
      <div className={css.page}>
        <div className={css.toolbar}>
          <SearchBox
            categories={ORDER_SEARCH_CATEGORIES.map((value) => ({ value, label: i18n._(CATEGORY_LABELS[value]) }))}
            category={query.category}
            q={query.q}
            onSearch={(category, q) => go({ category, q })}
          />
          <AdminField label={<Trans>Type</Trans>}>
            {(id) => (
              <select
                id={id}
                className={css.control}
                value={query.type ?? ''}
                onChange={(e) => go({ type: ORDERABLE_TYPES.find((type) => type === e.target.value) })}
              >
                <option value="">{t`All types`}</option>
                {ORDERABLE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {i18n._(TYPE_LABELS[type])}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <StatusChips
            statuses={ORDER_ITEM_STATUSES.map((value) => ({ value, label: i18n._(ITEM_STATUS_LABELS[value]) }))}
            value={query.status}
            onChange={(status) => go({ status })}
          />
          <DateRange label={t`Ordered`} from={query.from} to={query.to} onChange={(from, to) => go({ from, to })} />
        </div>
        {list.data ? <OrderTotals totals={list.data.totals} from={query.from} to={query.to} /> : null}
        <div className={css.summary}>
          <p aria-live="polite">{list.data ? t`${totalText(list.data)} order items` : null}</p>
          <CsvButton path={adminPaymentsApi.adminOrdersCsv.path} query={callQuery} fallbackName="payments.csv" total={list.data?.total} />
        </div>
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className={css.visuallyHidden}>{t`Order items`}</caption>
            <thead>
              <tr>
                <SortHeader column="id" sort={query.sort} dir={query.dir} onSort={sort}>
                  <Trans>No.</Trans>
                </SortHeader>
                <th className={css.th} scope="col">
                  <Trans>Item</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>Type</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>Member</Trans>
                </th>
                <SortHeader column="amount" sort={query.sort} dir={query.dir} onSort={sort}>
                  <Trans>Amount paid</Trans>
                </SortHeader>
                <th className={css.th} scope="col">
                  <Trans>Method</Trans>
                </th>
                <th className={css.th} scope="col">
                  <Trans>Status</Trans>
                </th>
                <SortHeader column="createdAt" sort={query.sort} dir={query.dir} onSort={sort}>
                  <Trans>Ordered</Trans>
                </SortHeader>
                <SortHeader column="paidAt" sort={query.sort} dir={query.dir} onSort={sort}>
                  <Trans>Paid on</Trans>
                </SortHeader>
              </tr>
            </thead>
            <tbody>
              <ListState columns={9} loading={list.isPending} error={list.error} empty={items.length === 0} onRetry={() => void list.refetch()} />
              {items.map((o) => (
                <tr key={o.id} className={css.row}>
                  <td className={css.td}>{o.id}</td>
                  <td className={css.td}>
                    <Link className={css.rowLink} from="/admin/payment" to="/admin/payment" search={(prev) => ({ ...prev, orderId: o.orderId })}>
                      {o.name}
                    </Link>
                  </td>
                  <td className={css.td}>{i18n._(TYPE_LABELS[o.orderableType])}</td>
                  <td className={css.td}>
                    <Link className={css.rowLink} to="/admin/member" search={{ memberId: o.memberId }}>
                      {o.memberNickname ?? o.memberName ?? `#${o.memberId}`}
                    </Link>
                  </td>
                  <td className={css.td}>{formatWon(o.amount, i18n.locale)}</td>
                  <td className={css.td}>{o.method ?? '—'}</td>
                  <td className={css.td}>{i18n._(ITEM_STATUS_LABELS[o.status])}</td>
                  <td className={css.td}>{formatKoreanDateTime(o.createdAt)}</td>
                  <td className={css.td}>{o.paidAt ? formatKoreanDate(o.paidAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {list.data ? (
          <Pagination page={query.page} size={query.size} total={list.data.total} totalCapped={list.data.totalCapped} onPage={(page) => go({ page })} />
        ) : null}
      </div>
    </>
  );
}
