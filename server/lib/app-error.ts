import { SERVER_ERRORS, type ServerErrorKey } from '../../src/contract/errors.ts';

/** A failure with a SPEC §8 server key; onError turns it into the error envelope. */
export class AppError extends Error {
  readonly key: ServerErrorKey;
  constructor(key: ServerErrorKey, detail?: string) {
    super(detail ?? key);
    this.key = key;
  }
  get status(): number {
    return SERVER_ERRORS[this.key].status;
  }
  get code(): string {
    return SERVER_ERRORS[this.key].code;
  }
}
