/**
 * How a call's transport failures read (SPEC §8: IA001 with its source) and how an answer's body is
 * read. A body cut off while it is read (the page unloading, an abort, the connection dropping) is a
 * transport failure like one before the answer: read as "not JSON", it would pass for a server answer
 * that breaks the contract (InvalidInternalApi) and send an unloading page to the 400 page.
 */
import { ApiError, internalApiError } from './api-error.ts';
import { TimeoutError } from './http.ts';

/** The IA001 error of a request that got no whole answer. */
export function transportFailure(error: unknown): ApiError {
  if (error instanceof TimeoutError) return internalApiError('timeout');
  if (error instanceof DOMException && error.name === 'AbortError') return internalApiError('abort');
  return internalApiError('network');
}

/** The answer's JSON; undefined when the whole body arrived but is not JSON; throws when it did not arrive. */
export async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw transportFailure(error);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
