import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrderItemCancelBody } from '../../contract/orders.ts';
import { EMPTY_CANCEL_FORM, cancelBody, cancelIssues } from './cancel-form.ts';

describe('cancelling a paid item (decision 0025)', () => {
  it('a card payment needs only a reason', () => {
    expect(cancelIssues(EMPTY_CANCEL_FORM, false)).toEqual({ reason: 'ReasonRequired' });
    const form = { ...EMPTY_CANCEL_FORM, reason: ' 단순 변심 ' };
    expect(cancelIssues(form, false)).toEqual({});
    expect(v.parse(OrderItemCancelBody, cancelBody(form, false))).toEqual({ reason: '단순 변심', refundAccount: null });
  });

  it('a long reason is refused before the server sees it', () => {
    expect(cancelIssues({ ...EMPTY_CANCEL_FORM, reason: '가'.repeat(201) }, false)).toEqual({ reason: 'ReasonTooLong' });
  });

  it('SPEC §5: a virtual-account payment needs the refund account (bank, number, holder)', () => {
    expect(cancelIssues({ ...EMPTY_CANCEL_FORM, reason: '변심' }, true)).toEqual({
      bankCode: 'BankRequired',
      accountNumber: 'InvalidAccountNumber',
      holderName: 'HolderRequired',
    });
    const form = { reason: '변심', bankCode: '88', accountNumber: '110-123-456789', holderName: '김도담' };
    expect(cancelIssues(form, true)).toEqual({});
    expect(v.parse(OrderItemCancelBody, cancelBody(form, true))).toEqual({
      reason: '변심',
      refundAccount: { bankCode: '88', accountNumber: '110123456789', holderName: '김도담' },
    });
  });

  it('letters in the account number are refused', () => {
    expect(cancelIssues({ reason: '변심', bankCode: '88', accountNumber: '110-abc', holderName: '김도담' }, true)).toEqual({
      accountNumber: 'InvalidAccountNumber',
    });
  });
});
