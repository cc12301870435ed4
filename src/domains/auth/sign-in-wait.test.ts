import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { signInWait } from './sign-in-wait.ts';

const refused = (retryAfterSeconds?: number) =>
  new ApiError({ code: '429', message: 'TooManyRequestsException', status: 429, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) });

describe('the wait a refused sign-in names (decision 0079)', () => {
  it('says seconds under a minute and whole minutes, rounded up, from a minute on', () => {
    expect(signInWait(refused(2))).toEqual({ seconds: 2 });
    expect(signInWait(refused(59))).toEqual({ seconds: 59 });
    expect(signInWait(refused(60))).toEqual({ minutes: 1 });
    expect(signInWait(refused(61))).toEqual({ minutes: 2 });
    expect(signInWait(refused(3600))).toEqual({ minutes: 60 });
  });

  it('says nothing of its own for a 429 without Retry-After or any other error', () => {
    expect(signInWait(refused())).toBeNull();
    expect(signInWait(new ApiError({ code: '422', message: 'LoginFailException' }))).toBeNull();
    expect(signInWait(new Error('x'))).toBeNull();
  });
});
