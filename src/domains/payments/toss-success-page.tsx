import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { ordersApi } from '../../contract/orders-api.ts';
import { PaymentConfirmBody, type Order } from '../../contract/orders.ts';
import { Button } from '../../components/button/button.tsx';
import { button } from '../../components/button/button-class.ts';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { call } from '../../lib/api/call.ts';
import { appPath } from '../../lib/payment/start-payment.ts';
import { paymentHistoryPath, resolveNextUrl } from './paid-item-path.ts';
import { useReturnQuery } from './use-return-query.ts';
import { clearPayment, getPayment } from '../../lib/payment/payment-draft.ts';
import { showFlash } from '../../components/flash/show-flash.ts';
import { usePaymentErrorText } from './payment-error-text.ts';
import { isRetryable } from './payment-errors.ts';
import * as css from './payments.css.ts';
import './catalog.ts';

const RETURN_KEYS = ['paymentKey', 'orderId', 'amount'] as const;

/**
 * One confirm per payment in this tab: React's development double effects and a quick second
 * render share the call. Another tab or a reload calls again, and the server answers the same order
 * (ARCHITECTURE §6), so the member is never charged twice.
 */
const confirming = new Map<string, Promise<Order>>();
function confirmOnce(body: PaymentConfirmBody): Promise<Order> {
  const key = `${body.orderId}:${body.paymentKey}`;
  const known = confirming.get(key);
  if (known) return known;
  const started = call(ordersApi.confirmPayment, { body, navigateOnError: false });
  confirming.set(key, started);
  started.catch(() => confirming.delete(key));
  return started;
}

/** /payments/toss-success: Toss sent the member back with paymentKey, orderId and amount; confirm on the server. */
export function TossSuccessPage() {
  const { t } = useLingui();
  const search = useReturnQuery(RETURN_KEYS);
  const parsed = v.safeParse(PaymentConfirmBody, { paymentKey: search.paymentKey, orderId: search.orderId, amount: Number(search.amount) });
  return (
    <>
      <PageHeader title={t`Payment`} />
      <div className={page.body}>
        <div className={css.layout}>{parsed.success ? <Confirm body={parsed.output} /> : <Failed error={null} onRetry={null} />}</div>
      </div>
    </>
  );
}

function Confirm({ body }: { body: PaymentConfirmBody }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const confirm = useMutation({
    mutationFn: async () => {
      const order = await confirmOnce(body);
      if (order.status !== 'DONE' && order.status !== 'WAITING_FOR_DEPOSIT') throw new Error(`unexpected order status ${order.status}`);
      return order;
    },
    onSuccess: (order) => {
      const itemId = order.orderItemIds[0];
      const waiting = order.status === 'WAITING_FOR_DEPOSIT';
      const draft = getPayment();
      // A replayed URL (reload, second tab) finds the draft gone: the paid item is shown instead.
      // A virtual account is not paid yet: its detail page shows where to deposit.
      let target = '/my-page/payment-history';
      if (itemId !== undefined) target = waiting || !draft ? paymentHistoryPath(itemId) : resolveNextUrl(draft.nextUrl, itemId);
      clearPayment();
      // What was bought shows up elsewhere (the diary's comment, the PDF page, the history): read it all again.
      void queryClient.invalidateQueries();
      showFlash(waiting ? t`Your order is placed. Deposit to the virtual account to finish paying.` : t`Payment complete. Thank you!`);
      void navigate({ href: target, replace: true });
    },
  });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm.mutate();
  }, [confirm]);

  if (confirm.isError) return <Failed error={confirm.error} onRetry={isRetryable(confirm.error) ? () => confirm.mutate() : null} />;
  return (
    <div className={css.result} role="status" aria-live="polite">
      <Spinner />
      <p className={css.resultTitle}>
        <Trans>Confirming your payment…</Trans>
      </p>
      <p className={page.muted}>
        <Trans>This takes a moment. Please do not close this window.</Trans>
      </p>
    </div>
  );
}

/** The confirm failed (or the URL was not one Toss makes): retry, pay again, or go back. */
function Failed({ error, onRetry }: { error: unknown; onRetry: (() => void) | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const paymentErrorText = usePaymentErrorText();
  const [draft] = useState(() => getPayment());
  const message = error ? paymentErrorText(error) : t`The payment details in the address are missing or not valid.`;
  return (
    <div className={css.result}>
      <span className={css.resultIcon} aria-hidden="true">
        ⚠️
      </span>
      <h2 className={css.resultTitle}>
        <Trans>We could not finish your payment</Trans>
      </h2>
      <p role="alert">{message}</p>
      <p className={page.muted}>
        <Trans>If you were charged, it is kept safe and shows in your payment history once confirmed.</Trans>
      </p>
      <div className={css.actions}>
        {onRetry ? (
          <Button onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
        {draft ? (
          <Link to="/payments" className={button({ tone: onRetry ? 'secondary' : 'primary' })}>
            <Trans>Pay again</Trans>
          </Link>
        ) : null}
        {draft ? (
          <Button tone="ghost" onClick={() => void navigate({ href: appPath(draft.backUrl, '/main') })}>
            <Trans>Go back</Trans>
          </Button>
        ) : (
          <Link to="/my-page/payment-history" className={button({ tone: 'ghost' })}>
            <Trans>See all payments</Trans>
          </Link>
        )}
      </div>
    </div>
  );
}
