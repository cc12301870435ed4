/**
 * The cancel dialog's form ↔ OrderItemCancelBody (decision 0025; SPEC §5 "refund account information
 * required for virtual account payment"), checked with the contract's schemas.
 */
import * as v from 'valibot';
import { OrderItemCancelBody, RefundAccount } from '../../contract/orders.ts';

export type CancelForm = { reason: string; bankCode: string; accountNumber: string; holderName: string };
export type CancelField = keyof CancelForm;
export type CancelIssue = 'ReasonRequired' | 'ReasonTooLong' | 'BankRequired' | 'InvalidAccountNumber' | 'HolderRequired';

export const CANCEL_REASON_MAX = 200;
export const EMPTY_CANCEL_FORM: CancelForm = { reason: '', bankCode: '', accountNumber: '', holderName: '' };

const ok = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

/** Account numbers are typed with dashes and spaces as printed on bankbooks. */
export const accountDigits = (value: string): string => value.replace(/[\s-]/g, '');

export function cancelIssues(form: CancelForm, refundAccountRequired: boolean): Partial<Record<CancelField, CancelIssue>> {
  const issues: Partial<Record<CancelField, CancelIssue>> = {};
  const reason = form.reason.trim();
  if (reason === '') issues.reason = 'ReasonRequired';
  else if (!ok(OrderItemCancelBody.entries.reason, reason)) issues.reason = 'ReasonTooLong';
  if (refundAccountRequired) {
    const fields = RefundAccount.entries;
    if (!ok(fields.bankCode, form.bankCode)) issues.bankCode = 'BankRequired';
    if (!ok(fields.accountNumber, accountDigits(form.accountNumber))) issues.accountNumber = 'InvalidAccountNumber';
    if (!ok(fields.holderName, form.holderName)) issues.holderName = 'HolderRequired';
  }
  return issues;
}

export function cancelBody(form: CancelForm, refundAccountRequired: boolean): v.InferInput<typeof OrderItemCancelBody> {
  return {
    reason: form.reason.trim(),
    refundAccount: refundAccountRequired
      ? { bankCode: form.bankCode, accountNumber: accountDigits(form.accountNumber), holderName: form.holderName.trim() }
      : null,
  };
}
