import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ActionOutcome } from '../admin-kit/action-form.tsx';
import { AdminField } from '../admin-kit/admin-field.tsx';
import * as css from '../admin-kit/admin-list.css.ts';
import { auditTrailKey } from '../admin-kit/audit-trail.tsx';
import { ReasonField } from '../admin-kit/reason-field.tsx';
import { useAdminAction } from '../admin-kit/use-admin-action.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { AdminCancelBody, adminPaymentsApi, type AdminOrderDetail } from '../../contract/admin-payments-api.ts';
import { call } from '../../lib/api/call.ts';
import { formatWon } from '../../lib/i18n/money.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { bankListQuery, orderKeys } from './payment-queries.ts';
import { refundAmountOf } from './refund-amount.ts';
import './catalog.ts';

type Item = AdminOrderDetail['items'][number];

const REASON_MAX = 200;

/**
 * Cancel or refund one item through Toss with a reason kept in the audit log (decision 0043). A
 * paid item is refunded, wholly or a part of what is left (decision 0049: SPEC §4 allows a refund
 * until provided); one still waiting for its deposit is canceled; a deposited virtual account
 * needs the member's refund account (SPEC §5). Confirmed in a dialog that says what goes back.
 */
export function RefundForm({ orderId, item }: { orderId: number; item: Item }) {
  const { t, i18n } = useLingui();
  const messageText = useMessageText();
  const queryClient = useQueryClient();
  const banks = useQuery({ ...bankListQuery(), enabled: item.refundAccountRequired });
  const [reason, setReason] = useState('');
  const [amountText, setAmountText] = useState('');
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [holderName, setHolderName] = useState('');
  const [open, setOpen] = useState(false);
  // A refusal (say Toss already refunded it) reloads the order so the admin sees its true state.
  const { busy, result, run } = useAdminAction({
    done: [orderKeys.all, auditTrailKey('order_item', item.id)],
    failed: [orderKeys.detail(orderId)],
  });

  if (!item.cancelable) {
    // What the last action did stays said after the item turned CANCELED.
    if (result) return <ActionOutcome result={result} />;
    if (item.status !== 'PROVIDED') return null;
    return <p className={css.label}>{t`The service was provided: this item can no longer be cancelled.`}</p>;
  }

  const refund = item.status === 'PAID';
  const left = item.amount - item.refundedAmount;
  const amount = refund ? refundAmountOf(amountText, left) : { kind: 'all' as const };
  const body = {
    reason: reason.trim(),
    amount: amount.kind === 'part' ? amount.value : null,
    refundAccount: item.refundAccountRequired ? { bankCode, accountNumber: accountNumber.replace(/[\s-]/g, ''), holderName: holderName.trim() } : null,
  };
  const ready = amount.kind !== 'invalid' && v.is(AdminCancelBody, body);
  const given = formatWon(amount.kind === 'part' ? amount.value : left, i18n.locale);
  const leftText = formatWon(left, i18n.locale);
  const part = amount.kind === 'part';

  async function confirm() {
    await run(
      async () => {
        const updated = await call(adminPaymentsApi.adminCancelOrderItem, { params: { orderItemId: item.id }, body, navigateOnError: false });
        queryClient.setQueryData(orderKeys.detail(orderId), updated);
        setReason('');
        setAmountText('');
      },
      part ? t`${given} was refunded.` : refund ? t`The item was refunded.` : t`The item was cancelled.`,
    );
    setOpen(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) setOpen(true);
  }

  const action = part ? t`Refund ${given}` : refund ? t`Refund` : t`Cancel the order`;
  return (
    <>
      <form className={css.toolbar} onSubmit={submit} aria-label={refund ? t`Refund this item` : t`Cancel this item`}>
        <h3 style={{ flexBasis: '100%', margin: 0 }}>{refund ? t`Refund through Toss (${leftText} left)` : t`Cancel before the deposit`}</h3>
        {refund ? (
          <AdminField
            label={<Trans>Amount to refund (empty: all that is left)</Trans>}
            error={amount.kind === 'invalid' ? messageText('InvalidRefundAmountException') : null}
          >
            {(id, described) => (
              <input
                id={id}
                className={css.narrowInput}
                inputMode="numeric"
                placeholder={String(left)}
                value={amountText}
                onChange={(e) => setAmountText(e.target.value)}
                {...described}
              />
            )}
          </AdminField>
        ) : null}
        <ReasonField value={reason} onChange={setReason} draft={`refund-${item.id}`} maxLength={REASON_MAX} />
        {item.refundAccountRequired ? (
          <>
            <AdminField label={<Trans>Refund bank</Trans>}>
              {(id) => (
                <select id={id} className={css.control} required value={bankCode} onChange={(e) => setBankCode(e.target.value)}>
                  <option value="">{banks.isPending ? t`Loading banks…` : t`Choose a bank`}</option>
                  {(banks.data ?? []).map((bank) => (
                    <option key={bank.code} value={bank.code}>
                      {bank.name}
                    </option>
                  ))}
                </select>
              )}
            </AdminField>
            <AdminField label={<Trans>Refund account number</Trans>}>
              {(id) => (
                <input
                  id={id}
                  className={css.control}
                  required
                  inputMode="numeric"
                  value={accountNumber}
                  onChange={(e) => setAccountNumber(e.target.value.replace(/[^\d\s-]/g, ''))}
                />
              )}
            </AdminField>
            <AdminField label={<Trans>Account holder</Trans>}>
              {(id) => <input id={id} className={css.narrowInput} required maxLength={20} value={holderName} onChange={(e) => setHolderName(e.target.value)} />}
            </AdminField>
          </>
        ) : null}
        <Button type="submit" size="sm" tone="danger" disabled={!ready}>
          {action}
        </Button>
        {result ? <ActionOutcome result={result} /> : null}
      </form>
      <ConfirmDialog
        open={open}
        title={part ? t`Refund a part of this item?` : refund ? t`Refund this item?` : t`Cancel this item?`}
        confirmLabel={action}
        danger
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p>
          {part
            ? t`Toss gives ${given} back to the member; the member keeps the service. This cannot be undone.`
            : refund
              ? t`Toss gives ${given} back to the member, and the member loses the service. This cannot be undone.`
              : t`The virtual account is closed and the member can no longer deposit into it.`}
        </p>
        <p>{t`Reason: ${body.reason}`}</p>
      </ConfirmDialog>
    </>
  );
}
