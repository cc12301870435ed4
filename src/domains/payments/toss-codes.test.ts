import { describe, expect, it } from 'vitest';
import { SDK_LOAD_FAILED, TOSS_FAIL_REASONS, isUserCancel, tossErrorOf, tossFailReason } from './toss-codes.ts';

describe('decision 0025 /payments/toss-fail: Toss codes → the reason told in Korean', () => {
  it.each([
    ['PAY_PROCESS_CANCELED', 'canceled'],
    ['USER_CANCEL', 'canceled'],
    ['PAY_PROCESS_ABORTED', 'aborted'],
    ['REJECT_CARD_COMPANY', 'cardRejected'],
    ['INVALID_CARD_EXPIRATION', 'cardExpired'],
    ['INVALID_STOPPED_CARD', 'cardStopped'],
    ['INVALID_CARD_LOST_OR_STOLEN', 'cardLost'],
    ['EXCEED_MAX_DAILY_PAYMENT_COUNT', 'limitExceeded'],
    ['NOT_SUPPORTED_INSTALLMENT_PLAN_CARD_OR_MERCHANT', 'installment'],
    ['INVALID_PASSWORD', 'password'],
    ['NOT_FOUND_PAYMENT_SESSION', 'sessionExpired'],
    ['ALREADY_PROCESSED_PAYMENT', 'alreadyProcessed'],
    ['FDS_ERROR', 'riskBlocked'],
    ['PROVIDER_ERROR', 'providerError'],
    [SDK_LOAD_FAILED, 'sdkLoadFailed'],
  ])('%s → %s', (code, reason) => {
    expect(tossFailReason(code)).toBe(reason);
  });

  it('an unknown, empty or prototype-named code has no reason (the page shows the provider message)', () => {
    expect(tossFailReason('SOMETHING_NEW')).toBeNull();
    expect(tossFailReason('')).toBeNull();
    expect(tossFailReason(null)).toBeNull();
    expect(tossFailReason('constructor')).toBeNull();
    expect(tossFailReason('toString')).toBeNull();
  });

  it('every reason is reached by some code (no dead message)', () => {
    const reached = new Set(
      [
        'PAY_PROCESS_CANCELED',
        'PAY_PROCESS_ABORTED',
        'REJECT_CARD_COMPANY',
        'INVALID_CARD_EXPIRATION',
        'INVALID_STOPPED_CARD',
        'INVALID_CARD_LOST_OR_STOLEN',
        'INVALID_CARD_NUMBER',
        'EXCEED_MAX_AMOUNT',
        'INVALID_CARD_INSTALLMENT_PLAN',
        'INVALID_PASSWORD',
        'NOT_FOUND_PAYMENT_SESSION',
        'ALREADY_PROCESSED_PAYMENT',
        'FDS_ERROR',
        'NOT_AVAILABLE_PAYMENT',
        'UNKNOWN_PAYMENT_ERROR',
        SDK_LOAD_FAILED,
      ].map(tossFailReason),
    );
    expect([...reached].sort()).toEqual([...TOSS_FAIL_REASONS].sort());
  });

  it('closing the window is a cancel, not a failure', () => {
    expect(isUserCancel('USER_CANCEL')).toBe(true);
    expect(isUserCancel('PAY_PROCESS_CANCELED')).toBe(true);
    expect(isUserCancel('REJECT_CARD_COMPANY')).toBe(false);
  });
});

describe("the SDK's rejections", () => {
  it("Toss's own error keeps its code and message", () => {
    expect(tossErrorOf({ code: 'USER_CANCEL', message: '사용자가 결제를 취소하였습니다' })).toEqual({
      code: 'USER_CANCEL',
      message: '사용자가 결제를 취소하였습니다',
    });
  });
  it('a script that did not load is SDK_LOAD_FAILED', () => {
    const error = Object.assign(new Error('[TossPayments SDK] Failed to load script'), { name: 'ScriptLoadFailedError' });
    expect(tossErrorOf(error)?.code).toBe(SDK_LOAD_FAILED);
  });
  it('anything else is not a Toss error', () => {
    expect(tossErrorOf(new Error('boom'))).toBeNull();
    expect(tossErrorOf('USER_CANCEL')).toBeNull();
    expect(tossErrorOf({ code: 42 })).toBeNull();
  });
});
