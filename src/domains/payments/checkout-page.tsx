import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { User } from '../../contract/user.ts';
import { ordersApi } from '../../contract/orders-api.ts';
import { Button } from '../../components/button/button.tsx';
import { button } from '../../components/button/button-class.ts';
import * as field from '../../components/field/field.css.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { call } from '../../lib/api/call.ts';
import { paymentConfigQuery, paymentKeys } from './payment-queries.ts';
import { meQuery } from '../../lib/auth/session-queries.ts';
import { getPayment, setPayment, type PaymentDraft } from '../../lib/payment/payment-draft.ts';
import { CHECKOUT_FIELDS, checkoutIssues, draftWithForm, initialCheckoutForm, orderBody, type CheckoutForm } from './checkout-form.ts';
import { ConsultationFields, CustomerFields, TermsAgreement } from './checkout-fields.tsx';
import { OrderSummary } from './order-summary.tsx';
import { requestTossPayment } from './pay-with-toss.ts';
import { usePaymentErrorText } from './payment-error-text.ts';
import { isPriceChange } from './payment-errors.ts';
import { useOrderPreview, type OrderTargetReaders } from './order-preview.ts';
import { useOrderLabels } from './labels.ts';
import * as css from './payments.css.ts';
import './catalog.ts';

/** What a PRODUCT order's delivery address picker takes (decision 0026). */
export type AddressPickerProps = {
  /** The chosen address id; null until one is chosen (the default is then chosen for the member). */
  value: number | null;
  onChange: (id: number) => void;
  /** Where "add an address" comes back to after saving. */
  returnTo: string;
};

/**
 * The parts of /payments that other domains own, composed by the route (decision 0052): the readers
 * of the order's target and the addresses domain's picker.
 */
export type CheckoutParts = OrderTargetReaders & { AddressPicker: ComponentType<AddressPickerProps> };

/** /payments (decision 0025): the order summary, the customer, terms and the Toss payment window. */
export function CheckoutPage({ parts }: { parts: CheckoutParts }) {
  const { t } = useLingui();
  // Read once: the page itself keeps the draft up to date as the member types.
  const [draft] = useState(() => getPayment());
  return (
    <>
      <PageHeader title={t`Payment`} back={draft?.backUrl ?? true} />
      <div className={page.body}>
        <div className={css.layout}>{draft ? <CheckoutWithUser draft={draft} parts={parts} /> : <NoDraft />}</div>
      </div>
    </>
  );
}

/** Nothing to pay for: an old tab, a finished payment, or a logout cleared the draft. */
function NoDraft() {
  return (
    <div className={css.empty}>
      <p>
        <Trans>There is nothing to pay for right now. Choose a service or product first, then come back to pay.</Trans>
      </p>
      <div className={css.actions}>
        <Link to="/main" className={button({ tone: 'primary' })}>
          <Trans>Go home</Trans>
        </Link>
        <Link to="/my-page/payment-history" className={button({ tone: 'ghost' })}>
          <Trans>Payment history</Trans>
        </Link>
      </div>
    </div>
  );
}

function CheckoutWithUser({ draft, parts }: { draft: PaymentDraft; parts: CheckoutParts }) {
  const me = useQuery(meQuery());
  if (me.isPending) return <Spinner />;
  return <Checkout draft={draft} user={me.data ?? null} parts={parts} />;
}

function Checkout({ draft, user, parts }: { draft: PaymentDraft; user: User | null; parts: CheckoutParts }) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const queryClient = useQueryClient();
  const paymentErrorText = usePaymentErrorText();
  const preview = useOrderPreview(draft, parts);
  const { AddressPicker } = parts;
  const config = useQuery(paymentConfigQuery());
  const [form, setForm] = useState<CheckoutForm>(() => initialCheckoutForm(draft, user));
  const [attempts, setAttempts] = useState(0);
  const type = draft.orderableDtype;
  const issues = checkoutIssues(form, type);
  const shownIssues = attempts > 0 ? issues : {};

  // The latest form for callbacks that run between renders (the address picker's first choice).
  const latest = useRef(form);
  const update = useCallback(
    (patch: Partial<CheckoutForm>, keep = true) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setForm(next);
      // What the member types is kept in the draft, so a visit to the address page or the Toss window loses nothing.
      if (keep) void setPayment(draftWithForm(draft, next)).catch(() => undefined);
    },
    [draft],
  );
  // The picker also chooses the default by itself: that is no edit of the member's, so the draft
  // keeps the address only once they pay (for "pay again" after a failure).
  const chooseAddress = useCallback((addressId: number) => update({ addressId }, false), [update]);

  const pay = useMutation({
    mutationFn: async ({ amount, checkout }: { amount: number; checkout: NonNullable<typeof config.data> }) => {
      const order = await call(ordersApi.createOrder, { body: orderBody(draft, form, amount), navigateOnError: false });
      await requestTossPayment(checkout, order, window.location.origin);
    },
    onError: (error) => {
      if (isPriceChange(error)) void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });

  // After a refused submit, the first field to fix gets the focus (and its message is read out).
  useEffect(() => {
    if (attempts === 0) return;
    document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const submit = () => {
    setAttempts((n) => n + 1);
    if (CHECKOUT_FIELDS.some((name) => issues[name])) return;
    if (preview.amount === null || !config.data) return;
    void setPayment(draftWithForm(draft, form)).catch(() => undefined);
    pay.mutate({ amount: preview.amount, checkout: config.data });
  };

  const amountText = preview.amount === null ? null : labels.won(preview.amount);
  return (
    <form
      className={css.layout}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {config.data?.mode === 'test-checkout' ? (
        <p className={css.notice}>
          <Trans>Test payment mode: a local test checkout opens instead of Toss, and nothing is charged.</Trans>
        </p>
      ) : null}
      <OrderSummary preview={preview} />
      <CustomerFields form={form} issues={shownIssues} onChange={update} />
      {type === 'PRODUCT' ? (
        <section className={css.section}>
          <AddressPicker value={form.addressId} onChange={chooseAddress} returnTo="/payments" />
          {shownIssues.addressId ? (
            <p className={field.error} role="alert">
              {t`Choose or add a delivery address.`}
            </p>
          ) : null}
        </section>
      ) : null}
      {type === 'CONSULTATION' ? <ConsultationFields form={form} issues={shownIssues} onChange={update} /> : null}
      <TermsAgreement form={form} issues={shownIssues} onChange={update} />
      <FormAlert message={paymentErrorText(pay.error)} />
      <FormAlert message={paymentErrorText(config.error)} />
      <p className={page.muted}>
        <Trans>You can cancel in your payment history until the service has been provided.</Trans>
      </p>
      <Button type="submit" block busy={pay.isPending} disabled={amountText === null || !config.data}>
        {pay.isPending ? t`Opening the payment window…` : amountText ? t`Pay ${amountText}` : t`Checking the price…`}
      </Button>
    </form>
  );
}
