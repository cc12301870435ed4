/**
 * The refund form's amount (decision 0049): empty is all that is left; otherwise whole won from 1
 * to what is left, typed as an operator would ("20,000", "20000원"). All that is left, typed out,
 * is the whole rest. Anything else is invalid, said before anything is sent (the server answers
 * InvalidRefundAmountException the same).
 */
export type RefundAmount = { kind: 'all' } | { kind: 'part'; value: number } | { kind: 'invalid' };

export function refundAmountOf(text: string, left: number): RefundAmount {
  const digits = text.replace(/[\s,원₩]/g, '');
  if (digits === '') return { kind: 'all' };
  if (!/^\d{1,10}$/.test(digits)) return { kind: 'invalid' };
  const value = Number(digits);
  if (value < 1 || value > left) return { kind: 'invalid' };
  return value === left ? { kind: 'all' } : { kind: 'part', value };
}
