import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as css from '../admin-kit/admin-list.css.ts';
import { AuditTrail } from '../admin-kit/audit-trail.tsx';
import { DetailFacts, DetailGrid, DetailSection, DetailState } from '../admin-kit/detail-section.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import type { AdminOrderDetail } from '../../contract/admin-payments-api.ts';
import { formatKoreanDate, formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { addressLine } from '../../components/address/address-text.ts';
import { GoneTargetNotice } from '../../components/gone-target/gone-target-notice.tsx';
import { formatPhone } from '../../lib/forms/phone.ts';
import { formatWon } from '../../lib/i18n/money.ts';
import { RefundForm } from './refund-form.tsx';
import { ITEM_STATUS_LABELS, TYPE_LABELS } from '../admin-kit/order-labels.ts';
import { bankText, ORDER_STATUS_LABELS, tossStatusText } from './payment-labels.ts';
import { orderDetailQuery } from './payment-queries.ts';
import './catalog.ts';

/** /admin/payment?orderId=…: one order, its Toss payment, the member, its items with their refunds and audit rows (SPEC §2; decision 0043). */
export function OrderDetailPage({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  const detail = useQuery(orderDetailQuery(orderId));
  return (
    <>
      <PageHeader title={detail.data ? t`Order ${detail.data.orderName}` : t`Payment order`} />
      <div className={css.page}>
        <Link className={css.rowLink} from="/admin/payment" to="/admin/payment" search={(prev) => ({ ...prev, orderId: undefined })}>
          <Trans>← Back to the payment list</Trans>
        </Link>
        <DetailState query={detail}>{(data) => <OrderBody order={data} />}</DetailState>
      </div>
    </>
  );
}

function Facts({ title, rows }: { title: ReactNode; rows: [string, ReactNode][] }) {
  return (
    <DetailSection title={title}>
      <DetailFacts rows={rows} />
    </DetailSection>
  );
}

const when = (iso: string | null | undefined) => (iso ? formatKoreanDateTime(iso) : '—');

type Item = AdminOrderDetail['items'][number];

/** The item's state with what was given back: a partial refund reads apart from a whole one (decision 0049). */
function useItemState(): (item: Item) => string {
  const { t, i18n } = useLingui();
  return (item) => {
    const status = i18n._(ITEM_STATUS_LABELS[item.status]);
    const refunded = formatWon(item.refundedAmount, i18n.locale);
    if (item.refundedAmount === 0) return status;
    if (item.status === 'CANCELED') return t`${status} · ${refunded} refunded`;
    const left = formatWon(item.amount - item.refundedAmount, i18n.locale);
    return t`${status} · partly refunded ${refunded} (${left} left)`;
  };
}

/** Where a product goes: the address as it was when ordered (SPEC §3 address fields), as fact rows of its item. */
function useAddressRows(): (address: Item['shippingAddress']) => [string, string][] {
  const { t } = useLingui();
  return (address) => {
    if (!address) return [];
    const phones = [address.receiverMobilePhone, address.receiverHomePhone].flatMap((phone) => (phone ? [formatPhone(phone)] : [])).join(' · ');
    return [
      [t`Delivery address`, `${address.addressName} · ${addressLine(address)}`],
      [t`Recipient`, `${address.recipientName} · ${phones}`],
    ];
  };
}

function OrderBody({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useLingui();
  const itemState = useItemState();
  const addressRows = useAddressRows();
  const won = (amount: number) => formatWon(amount, i18n.locale);
  const payment = order.payment;
  const account = order.virtualAccount;
  return (
    <DetailGrid>
      <Facts
        title={t`Order details`}
        rows={[
          [t`Order number`, order.id],
          [
            t`Toss order number`,
            <span key="toss" className={css.mono}>
              {order.tossOrderId}
            </span>,
          ],
          [t`Amount paid`, won(order.amount)],
          [t`Payment status`, i18n._(ORDER_STATUS_LABELS[order.status])],
          [t`Ordered`, when(order.createdAt)],
          [
            t`Member`,
            <Link key="member" className={css.rowLink} to="/admin/member" search={{ memberId: order.member.id }}>
              {order.member.nickname ?? order.member.name ?? `#${order.member.id}`}
            </Link>,
          ],
          [t`Customer`, `${order.customerName} · ${order.customerPhone}${order.customerEmail ? ` · ${order.customerEmail}` : ''}`],
        ]}
      />
      <Facts
        title={t`Toss payment`}
        rows={
          payment
            ? [
                [t`Method`, payment.method ?? '—'],
                [t`Toss status`, tossStatusText(i18n, payment.status)],
                [t`Requested`, when(payment.requestedAt)],
                [t`Approved`, when(payment.approvedAt)],
                [t`Balance`, payment.balanceAmount === null ? '—' : won(payment.balanceAmount)],
                [
                  t`Payment key`,
                  <span key="key" className={css.mono}>
                    {payment.paymentKey}
                  </span>,
                ],
                [
                  t`Receipt`,
                  payment.receiptUrl ? (
                    <a key="receipt" className={css.rowLink} href={payment.receiptUrl} target="_blank" rel="noreferrer noopener">
                      <Trans>Open the receipt</Trans>
                    </a>
                  ) : (
                    '—'
                  ),
                ],
              ]
            : [[t`Method`, t`Not paid yet`]]
        }
      />
      {account ? (
        <Facts
          title={t`Virtual account`}
          rows={[
            [t`Bank`, bankText(account.bankCode)],
            [
              t`Account number`,
              <span key="account" className={css.mono}>
                {account.accountNumber}
              </span>,
            ],
            [t`Account holder`, account.holderName ?? '—'],
            [t`Deposit due`, when(account.dueDate)],
          ]}
        />
      ) : null}
      {order.cancels.length > 0 ? (
        <DetailSection title={t`Refunds by Toss`}>
          <ul className={page.list}>
            {order.cancels.map((c) => (
              <li key={`${c.canceledAt}-${c.cancelAmount}`} className={page.listItem}>
                <span>
                  {won(c.cancelAmount)} · {c.cancelReason}
                </span>
                <span className={page.muted}>{when(c.canceledAt)}</span>
              </li>
            ))}
          </ul>
        </DetailSection>
      ) : null}
      {order.items.map((item) => (
        <DetailSection
          key={item.id}
          wide
          label={t`Order item ${item.id}`}
          title={
            <>
              {t`Item #${item.id}`} · {item.name}
            </>
          }
        >
          <DetailFacts
            rows={[
              [t`Type`, i18n._(TYPE_LABELS[item.orderableType])],
              [t`Status`, itemState(item)],
              [t`Amount paid`, `${won(item.amount)} × ${item.quantity}`],
              [t`Paid on`, when(item.paidAt)],
              [t`Provided on`, item.providedAt ? formatKoreanDate(item.providedAt) : '—'],
              [t`Cancelled on`, item.canceledAt ? `${when(item.canceledAt)} · ${item.cancelReason ?? ''}` : '—'],
              ...addressRows(item.shippingAddress),
            ]}
          />
          {item.targetGone ? <GoneTargetNotice item={item} audience="admin" /> : null}
          <RefundForm orderId={order.id} item={item} />
          <AuditTrail kind="order_item" id={item.id} />
        </DetailSection>
      ))}
    </DetailGrid>
  );
}
