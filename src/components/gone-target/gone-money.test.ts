import { describe, expect, it } from 'vitest';
import { goneMoneyOf } from './gone-money.ts';

const item = { amount: 10_000, refundedAmount: 0, cancelable: false } as const;

describe('goneMoneyOf (decision 0087: what became of the money of a payment whose target is gone)', () => {
  it('a paid item not provided is refundable, minus a part already refunded', () => {
    expect(goneMoneyOf({ ...item, status: 'PAID', cancelable: true })).toEqual({ kind: 'refundable', refunded: 0, left: 10_000 });
    expect(goneMoneyOf({ ...item, status: 'PAID', cancelable: true, refundedAmount: 4_000 })).toEqual({ kind: 'refundable', refunded: 4_000, left: 6_000 });
  });

  it('a canceled item with money given back is refunded; one never charged says so', () => {
    expect(goneMoneyOf({ ...item, status: 'CANCELED', refundedAmount: 10_000 })).toEqual({ kind: 'refunded', refunded: 10_000 });
    expect(goneMoneyOf({ ...item, status: 'CANCELED' })).toEqual({ kind: 'not-charged' });
    expect(goneMoneyOf({ ...item, status: 'PENDING' })).toEqual({ kind: 'not-charged' });
  });

  it('a virtual account not deposited is waiting; a provided service has nothing to give back', () => {
    expect(goneMoneyOf({ ...item, status: 'WAITING_FOR_DEPOSIT', cancelable: true })).toEqual({ kind: 'waiting' });
    expect(goneMoneyOf({ ...item, status: 'PROVIDED' })).toEqual({ kind: 'provided' });
    expect(goneMoneyOf({ ...item, status: 'PROVIDED', refundedAmount: 3_000 })).toEqual({ kind: 'refunded', refunded: 3_000 });
  });
});
