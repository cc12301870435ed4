import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { isPriceChange, isRetryable } from './payment-errors.ts';

describe('/payments/toss-success: which failures a retry of the same confirm can fix (decision 0025)', () => {
  it('no answer from our server or from Toss: retry', () => {
    expect(isRetryable(new ApiError({ code: 'IA001', message: 'UnknownErrorOccurred', source: 'network' }))).toBe(true);
    expect(isRetryable(new ApiError({ code: '503', message: 'PaymentUnavailableException', status: 503 }))).toBe(true);
  });
  it('a refusal needs a new payment, not the same confirm again', () => {
    expect(isRetryable(new ApiError({ code: '422', message: 'PaymentRefusedException', status: 422 }))).toBe(false);
    expect(isRetryable(new ApiError({ code: '400', message: 'PaymentAmountMismatchException', status: 400 }))).toBe(false);
    expect(isRetryable(new ApiError({ code: '409', message: 'OrderNotPayableException', status: 409 }))).toBe(false);
  });
  it('PriceChanged is told apart so the page reads the price again', () => {
    expect(isPriceChange(new ApiError({ code: '409', message: 'PriceChanged', status: 409 }))).toBe(true);
    expect(isPriceChange(new ApiError({ code: '409', message: 'AlreadyOrderedDiaryCommentException', status: 409 }))).toBe(false);
  });
});
