import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useOrderLabels } from './labels.ts';
import type { OrderPreview } from './order-preview.ts';
import * as css from './payments.css.ts';
import './catalog.ts';

/** What is bought, for whom and for how much (the server prices it again when the order is made). */
export function OrderSummary({ preview }: { preview: OrderPreview }) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const titleId = useId();
  const amount = preview.amount === null ? t`Checking…` : labels.won(preview.amount);
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
        <Trans>Order</Trans>
      </h2>
      {/* As the payment history shows an item: its type, then its name (decision 0080). */}
      <span className={css.code}>{preview.title}</span>
      <p className={css.summaryName}>{preview.name ?? t`Checking…`}</p>
      {preview.quantity > 1 ? (
        <p className={css.row}>
          <span>
            <Trans>Quantity</Trans>
          </span>
          <span className={css.amount}>{t`${preview.quantity} pcs`}</span>
        </p>
      ) : null}
      <p className={css.totalRow}>
        <span>
          <Trans>Total to pay</Trans>
        </span>
        <span className={css.totalAmount}>{amount}</span>
      </p>
    </section>
  );
}
