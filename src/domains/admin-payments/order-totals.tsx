import { Trans, useLingui } from '@lingui/react/macro';
import * as css from '../admin-kit/admin-list.css.ts';
import type { OrderTypeTotal } from '../../contract/admin-payments-api.ts';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import { formatWon } from '../../lib/i18n/money.ts';
import { TYPE_LABELS } from '../admin-kit/order-labels.ts';
import './catalog.ts';

/**
 * Money per orderable type over the filter's order days and search (decision 0043): paid, given
 * back and what stays, with a total row. A table, so screen readers read it as one.
 */
export function OrderTotals({ totals, from, to }: { totals: readonly OrderTypeTotal[]; from: string | undefined; to: string | undefined }) {
  const { t, i18n } = useLingui();
  const won = (amount: number) => formatWon(amount, i18n.locale);
  const sum = (pick: (x: OrderTypeTotal) => number) => totals.reduce((acc, x) => acc + pick(x), 0);
  const range = from || to ? `${from ? formatKoreanDate(from) : ''} – ${to ? formatKoreanDate(to) : ''}` : t`all days`;
  return (
    <section aria-label={t`Totals per type`} className={css.tableWrap}>
      <table className={css.table}>
        <caption style={{ textAlign: 'left', padding: '8px 12px', fontWeight: 700 }}>{t`Totals per type (${range})`}</caption>
        <thead>
          <tr>
            <th className={css.th} scope="col">
              <Trans>Type</Trans>
            </th>
            <th className={css.th} scope="col">
              <Trans>Paid items</Trans>
            </th>
            <th className={css.th} scope="col">
              <Trans>Amount paid</Trans>
            </th>
            <th className={css.th} scope="col">
              <Trans>Refunded items</Trans>
            </th>
            <th className={css.th} scope="col">
              <Trans>Amount refunded</Trans>
            </th>
            <th className={css.th} scope="col">
              <Trans>Net revenue</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.map((x) => (
            <tr key={x.orderableType} className={css.row}>
              <th className={css.td} scope="row" style={{ textAlign: 'left', fontWeight: 400 }}>
                {i18n._(TYPE_LABELS[x.orderableType])}
              </th>
              <td className={css.td}>{x.paidCount}</td>
              <td className={css.td}>{won(x.paidAmount)}</td>
              <td className={css.td}>{x.refundedCount}</td>
              <td className={css.td}>{won(x.refundedAmount)}</td>
              <td className={css.td}>{won(x.paidAmount - x.refundedAmount)}</td>
            </tr>
          ))}
          <tr>
            <th className={css.td} scope="row" style={{ textAlign: 'left' }}>
              <Trans>All types</Trans>
            </th>
            <td className={css.td}>{sum((x) => x.paidCount)}</td>
            <td className={css.td}>{won(sum((x) => x.paidAmount))}</td>
            <td className={css.td}>{sum((x) => x.refundedCount)}</td>
            <td className={css.td}>{won(sum((x) => x.refundedAmount))}</td>
            <td className={css.td}>
              <strong>{won(sum((x) => x.paidAmount - x.refundedAmount))}</strong>
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
