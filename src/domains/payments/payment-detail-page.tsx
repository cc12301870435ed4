import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { OrderItemDetail } from '../../contract/orders.ts';
import { addressLine } from '../../components/address/address-text.ts';
import { Button } from '../../components/button/button.tsx';
import { CopyButton } from '../../components/copy-button/copy-button.tsx';
import { button } from '../../components/button/button-class.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { GoneTargetNotice } from '../../components/gone-target/gone-target-notice.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatPhone } from '../../lib/forms/phone.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { bankCodesQuery, orderItemQuery } from './payment-queries.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { useOrderLabels } from './labels.ts';
import * as css from './payments.css.ts';
import './catalog.ts';

/** /my-page/payment-history/{orderItemId}: what, when, how much, how, its status, receipt and cancel. */
export function PaymentDetailPage({ orderItemId }: { orderItemId: number }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const item = useQuery(orderItemQuery(orderItemId));
  return (
    <>
      <PageHeader title={t`Payment details`} back="/my-page/payment-history" />
      <div className={page.body}>
        <div className={css.layout}>
          {item.isPending ? <Spinner /> : null}
          <FormAlert message={errorText(item.error)} />
          {item.error ? (
            <Link to="/my-page/payment-history" className={css.link}>
              <Trans>See all payments</Trans>
            </Link>
          ) : null}
          {item.data ? <Detail item={item.data} /> : null}
        </div>
      </div>
    </>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={page.contents}>
      <dt className={page.term}>{term}</dt>
      <dd className={page.value}>{children}</dd>
    </div>
  );
}

function Detail({ item }: { item: OrderItemDetail }) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const [cancelling, setCancelling] = useState(false);
  const canMakePdf = item.orderableType === 'DIARY_PDF' && (item.status === 'PAID' || item.status === 'PROVIDED');
  return (
    <>
      <section className={css.section} aria-labelledby="payment-item-name">
        <span className={css.historyHead}>
          <span className={css.code}>{labels.type[item.orderableType]}</span>
          <span className={css.status[item.status]}>{labels.status[item.status]}</span>
        </span>
        <h2 id="payment-item-name" className={css.summaryName}>
          {item.name}
        </h2>
        {item.targetGone ? <GoneTargetNotice item={item} audience="member" /> : null}
        <dl className={page.definition}>
          <Row term={t`Amount paid`}>
            {labels.won(item.amount)}
            {item.quantity > 1 ? ` · ${t`${item.quantity} pcs`}` : ''}
          </Row>
          <Row term={t`Method`}>{item.method ?? t`Not paid yet`}</Row>
          <Row term={t`Ordered at`}>{formatKoreanDateTime(item.orderedAt)}</Row>
          {item.paidAt ? <Row term={t`Paid at`}>{formatKoreanDateTime(item.paidAt)}</Row> : null}
          {item.providedAt ? <Row term={t`Provided at`}>{formatKoreanDateTime(item.providedAt)}</Row> : null}
          {labels.refund(item) ? <Row term={t`Refunded amount`}>{labels.refund(item)}</Row> : null}
          {item.canceledAt ? <Row term={t`Cancelled at`}>{formatKoreanDateTime(item.canceledAt)}</Row> : null}
          {item.cancelReason ? <Row term={t`Reason`}>{item.cancelReason}</Row> : null}
          <Row term={t`Order number`}>
            <span className={css.copyValue}>
              <span className={css.copyText}>{item.orderId}</span>
              <CopyButton text={item.orderId} label={t`Copy the order number`} />
            </span>
          </Row>
        </dl>
        {item.receiptUrl ? (
          <a href={item.receiptUrl} target="_blank" rel="noreferrer" className={css.link}>
            <Trans>View the receipt</Trans>
          </a>
        ) : null}
      </section>
      {item.virtualAccount && item.status === 'WAITING_FOR_DEPOSIT' ? <VirtualAccount account={item.virtualAccount} amount={item.amount} /> : null}
      {item.shippingAddress ? (
        <section className={css.section} aria-labelledby="payment-shipping">
          <h2 id="payment-shipping" className={css.sectionTitle}>
            <Trans>Delivery address</Trans>
          </h2>
          <p className={css.addressText}>
            <strong>{item.shippingAddress.addressName}</strong>
            <span>
              {item.shippingAddress.recipientName} · {formatPhone(item.shippingAddress.receiverMobilePhone)}
            </span>
            <span>{addressLine(item.shippingAddress)}</span>
          </p>
        </section>
      ) : null}
      {item.consultationPhone || item.consultationContent ? (
        <section className={css.section} aria-labelledby="payment-consultation">
          <h2 id="payment-consultation" className={css.sectionTitle}>
            <Trans>Consultation</Trans>
          </h2>
          {item.consultationPhone ? <p>{t`Phone: ${formatPhone(item.consultationPhone)}`}</p> : null}
          {item.consultationContent ? <p>{item.consultationContent}</p> : null}
        </section>
      ) : null}
      {canMakePdf ? (
        <Link to="/my-page/payment-history/$orderItemId/pdf-create" params={{ orderItemId: item.id }} className={button({ tone: 'primary', block: true })}>
          {item.status === 'PROVIDED' ? <Trans>Open the diary PDF book</Trans> : <Trans>Make the diary PDF book</Trans>}
        </Link>
      ) : null}
      {item.cancelable ? (
        <Button tone="ghost" block onClick={() => setCancelling(true)}>
          <Trans>Cancel this payment</Trans>
        </Button>
      ) : null}
      {item.status === 'PROVIDED' ? (
        <p className={page.muted}>
          <Trans>The service has been provided, so this payment can no longer be cancelled.</Trans>
        </p>
      ) : null}
      <CancelDialog item={item} open={cancelling} onClose={() => setCancelling(false)} />
    </>
  );
}

function VirtualAccount({ account, amount }: { account: NonNullable<OrderItemDetail['virtualAccount']>; amount: number }) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const banks = useQuery(bankCodesQuery());
  const bank = banks.data?.find((b) => b.code === account.bankCode)?.name ?? account.bankCode;
  return (
    <section className={css.section} aria-labelledby="payment-deposit">
      <h2 id="payment-deposit" className={css.sectionTitle}>
        <Trans>Deposit to finish paying</Trans>
      </h2>
      <dl className={page.definition}>
        <Row term={t`Bank`}>{bank}</Row>
        <Row term={t`Account no.`}>
          <span className={css.copyValue}>
            <span className={css.copyText}>{account.accountNumber}</span>
            <CopyButton text={account.accountNumber} label={t`Copy the account number`} />
          </span>
        </Row>
        {account.holderName ? <Row term={t`Holder`}>{account.holderName}</Row> : null}
        <Row term={t`Amount to deposit`}>{labels.won(amount)}</Row>
        {account.dueDate ? <Row term={t`Deposit by`}>{formatKoreanDateTime(account.dueDate)}</Row> : null}
      </dl>
    </section>
  );
}
