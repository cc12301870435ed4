import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { OrderItemSummary } from '../../contract/orders.ts';
import { button } from '../../components/button/button-class.ts';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import { orderItemsQuery } from './payment-queries.ts';
import { useOrderLabels } from './labels.ts';
import * as css from './payments.css.ts';
import './catalog.ts';
import { ListError, PullToRefresh } from '../../components/list-state/list-state.tsx';

/** /my-page/payment-history: what the member paid for, newest first, with its status. */
export function PaymentHistoryPage() {
  const { t } = useLingui();
  const items = useQuery(orderItemsQuery());
  return (
    <>
      <PageHeader title={t`Payment history`} back="/my-page" />
      <PullToRefresh onRefresh={() => items.refetch()}>
        <div className={page.body}>
          <div className={css.layout}>
            {items.isPending ? <Spinner /> : null}
            <ListError error={items.error} busy={items.isFetching} onRetry={() => items.refetch()} />
            {items.data && items.data.length === 0 ? (
              <div className={css.empty}>
                <p>
                  <Trans>No payments yet. Expert comments, diary PDF books and child-care products you buy will show here.</Trans>
                </p>
                <Link to="/main" className={button({ tone: 'secondary', size: 'sm' })}>
                  <Trans>Go home</Trans>
                </Link>
              </div>
            ) : null}
            {items.data && items.data.length > 0 ? (
              <ul className={css.historyList} aria-label={t`Payment history`}>
                {items.data.map((item) => (
                  <li key={item.id}>
                    <HistoryItem item={item} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </PullToRefresh>
    </>
  );
}

function HistoryItem({ item }: { item: OrderItemSummary }) {
  const labels = useOrderLabels();
  return (
    <Link to="/my-page/payment-history/$orderItemId" params={{ orderItemId: item.id }} className={css.historyItem}>
      <span className={css.historyHead}>
        <span className={css.code}>{labels.type[item.orderableType]}</span>
        <span className={css.status[item.status]}>{labels.status[item.status]}</span>
      </span>
      <span className={css.itemName}>{item.name}</span>
      {labels.refund(item) ? <span className={css.meta}>{labels.refund(item)}</span> : null}
      <span className={css.meta}>
        <span>{formatKoreanDate(item.paidAt ?? item.orderedAt)}</span>
        <span className={css.amount}>{labels.won(item.amount)}</span>
      </span>
    </Link>
  );
}
