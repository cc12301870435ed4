import { CLIENT_ERROR_CODES, type ClientErrorCode } from '../../contract/errors.ts';

/** A rejected call: a server envelope {code, message} or a client-made one with a source (SPEC §8). */
export class ApiError extends Error {
  readonly code: string;
  readonly source: string | undefined;
  readonly status: number | undefined;
  /** True when the client already navigated to an error page for it (SPEC §8 handling). */
  readonly handled: boolean;
  /** A 429's Retry-After in seconds, for a screen that says how long to wait (decision 0079). */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: { code: string; message: string; source?: string; status?: number; handled?: boolean; retryAfterSeconds?: number }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.source = init.source;
    this.status = init.status;
    this.handled = init.handled ?? false;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  toJSON(): { code: string; message: string; source?: string } {
    return this.source === undefined ? { code: this.code, message: this.message } : { code: this.code, message: this.message, source: this.source };
  }
}

export const LOGGED_ERROR_TEXT = 'An error has occurred, please refer to the log.';

export function clientError(code: ClientErrorCode, message: string, source: string): ApiError {
  return new ApiError({ code, message, source });
}

export function internalApiError(source: string, message = 'UnknownErrorOccurred'): ApiError {
  return clientError(CLIENT_ERROR_CODES.internalApi, message, source);
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
