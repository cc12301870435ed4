import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ordersApi } from '../../contract/orders-api.ts';
import type { OrderItemDetail } from '../../contract/orders.ts';
import { Button } from '../../components/button/button.tsx';
import * as dialog from '../../components/dialog/dialog.css.ts';
import { ModalDialog } from '../../components/dialog/modal-dialog.tsx';
import * as field from '../../components/field/field.css.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { TextField } from '../../components/field/text-field.tsx';
import { call } from '../../lib/api/call.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { bankCodesQuery, paymentKeys } from './payment-queries.ts';
import { showFlash } from '../../components/flash/show-flash.ts';
import { CANCEL_REASON_MAX, EMPTY_CANCEL_FORM, cancelBody, cancelIssues, type CancelForm, type CancelIssue } from './cancel-form.ts';
import * as css from './payments.css.ts';
import './catalog.ts';

type Props = { item: OrderItemDetail; open: boolean; onClose: () => void };

/**
 * "Cancel this payment?" with the reason, and for a virtual-account payment the refund account
 * (SPEC §5). The server refuses once the service was provided (CannotCancelOrderItemException).
 */
export function CancelDialog({ item, open, onClose }: Props) {
  const { t } = useLingui();
  const titleId = useId();
  const reasonId = useId();
  const bankId = useId();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const needsAccount = item.refundAccountRequired;
  const banks = useQuery({ ...bankCodesQuery(), enabled: open && needsAccount });
  const [form, setForm] = useState<CancelForm>(EMPTY_CANCEL_FORM);
  const [tried, setTried] = useState(false);
  const issues = tried ? cancelIssues(form, needsAccount) : {};
  const update = (patch: Partial<CancelForm>) => setForm((current) => ({ ...current, ...patch }));
  const issueText = (issue: CancelIssue | undefined): string | null => {
    if (issue === 'ReasonRequired') return t`Tell us why you are cancelling.`;
    if (issue === 'ReasonTooLong') return t`Keep the reason within ${CANCEL_REASON_MAX} characters.`;
    if (issue === 'BankRequired') return t`Choose the bank of the refund account.`;
    if (issue === 'InvalidAccountNumber') return t`Enter the account number in digits (6-20).`;
    if (issue === 'HolderRequired') return t`Enter the account holder's name.`;
    return null;
  };

  const cancel = useMutation({
    mutationFn: () => call(ordersApi.cancelOrderItem, { params: { id: item.id }, body: cancelBody(form, needsAccount), navigateOnError: false }),
    onSuccess: (updated) => {
      queryClient.setQueryData(paymentKeys.item(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.items });
      showFlash(t`The payment has been cancelled.`);
      close();
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.item(item.id) }),
  });

  function close() {
    setForm(EMPTY_CANCEL_FORM);
    setTried(false);
    cancel.reset();
    onClose();
  }

  const submit = () => {
    setTried(true);
    if (Object.keys(cancelIssues(form, needsAccount)).length > 0) return;
    cancel.mutate();
  };

  const reasonError = issueText(issues.reason);
  const bankError = issueText(issues.bankCode);
  return (
    <ModalDialog open={open} labelledBy={titleId} onCancel={() => (cancel.isPending ? undefined : close())}>
      <form
        className={css.dialogForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 id={titleId} className={dialog.title}>
          <Trans>Cancel this payment?</Trans>
        </h2>
        <p className={dialog.body}>
          <Trans>The amount is refunded to how you paid. Once cancelled, the service can no longer be used.</Trans>
        </p>
        <div className={field.field}>
          <label className={field.label} htmlFor={reasonId}>
            <Trans>Reason for cancelling</Trans>
          </label>
          <textarea
            id={reasonId}
            className={css.textarea}
            value={form.reason}
            maxLength={CANCEL_REASON_MAX}
            placeholder={t`e.g. I ordered by mistake.`}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-msg` : undefined}
            onChange={(e) => update({ reason: e.target.value })}
          />
          {reasonError ? (
            <p id={`${reasonId}-msg`} className={field.error} role="alert">
              {reasonError}
            </p>
          ) : null}
        </div>
        {needsAccount ? (
          <fieldset className={field.fieldset}>
            <legend className={field.legend}>
              <Trans>Refund account (paid by virtual account)</Trans>
            </legend>
            <div className={field.field}>
              <label className={field.label} htmlFor={bankId}>
                <Trans>Bank</Trans>
              </label>
              <select
                id={bankId}
                className={css.select}
                value={form.bankCode}
                aria-invalid={bankError ? true : undefined}
                aria-describedby={bankError ? `${bankId}-msg` : undefined}
                onChange={(e) => update({ bankCode: e.target.value })}
              >
                <option value="">{banks.isPending ? t`Loading banks…` : t`Choose a bank`}</option>
                {(banks.data ?? []).map((bank) => (
                  <option key={bank.code} value={bank.code}>
                    {bank.name}
                  </option>
                ))}
              </select>
              {bankError ? (
                <p id={`${bankId}-msg`} className={field.error} role="alert">
                  {bankError}
                </p>
              ) : null}
            </div>
            <FormAlert message={errorText(banks.error)} />
            <TextField
              label={t`Account number`}
              inputMode="numeric"
              value={form.accountNumber}
              error={issueText(issues.accountNumber)}
              onChange={(e) => update({ accountNumber: e.target.value.replace(/[^\d\s-]/g, '') })}
            />
            <TextField
              label={t`Account holder`}
              value={form.holderName}
              maxLength={20}
              error={issueText(issues.holderName)}
              onChange={(e) => update({ holderName: e.target.value })}
            />
          </fieldset>
        ) : null}
        <FormAlert message={errorText(cancel.error)} />
        <div className={dialog.actions}>
          <Button tone="ghost" onClick={close} disabled={cancel.isPending}>
            <Trans>Keep it</Trans>
          </Button>
          <Button type="submit" tone="danger" busy={cancel.isPending}>
            <Trans>Yes, cancel it</Trans>
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
