import { SERVER_ERRORS, type ServerErrorKey } from '../../src/contract/errors.ts';

/** A failure with a SPEC §8 server key; onError turns it into the error envelope. */
export class AppError extends Error {
  readonly key: ServerErrorKey;
  /** Sent as Retry-After with a 429 or 503: when the same request may be sent again. */
  readonly retryAfterSeconds: number | null;
  constructor(key: ServerErrorKey, detail?: string, options: { retryAfterSeconds?: number } = {}) {
    super(detail ?? key);
    this.key = key;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
  get status(): number {
    return SERVER_ERRORS[this.key].status;
  }
  get code(): string {
    return SERVER_ERRORS[this.key].code;
  }
}
