/** call(endpoint, options): typed from the contract, envelope parsed, SPEC §8 handling applied. */
import * as v from 'valibot';
import { buildPath, type Endpoint, type ParamValues, type PathParams } from '../../contract/endpoint.ts';
import { ErrorEnvelope, successEnvelope } from '../../contract/envelope.ts';
import { CLIENT_ERROR_CODES } from '../../contract/errors.ts';
import { ApiError, clientError, internalApiError } from './api-error.ts';
import { clearAllLocalData, errorsQuiet, navigateToError } from './error-navigation.ts';
import { errorPageHref, reactToError } from './error-routing.ts';
import { http } from './http.ts';
import { readJson, transportFailure } from './read-answer.ts';

type Schema = v.GenericSchema;
type QueryPart<Q> = Q extends Schema ? { query?: v.InferInput<Q> } : { query?: undefined };
type BodyPart<B> = B extends Schema ? { body: v.InferInput<B> } : { body?: undefined };
/** The endpoint's declared path params, each required (a row id as its number; decision 0051). */
export type ParamsPart<P> = [Exclude<P, undefined>] extends [never] ? { params?: undefined } : { params: ParamValues<P> };

export type CallOptions<Q, B, P = undefined> = {
  /** false: the caller (the route guard) handles error pages itself. */
  navigateOnError?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the `Idempotency-Key` of a diary write (ARCHITECTURE §5). */
  headers?: Readonly<Record<string, string>>;
} & QueryPart<Q> &
  BodyPart<B> &
  ParamsPart<P>;

type WideOptions = {
  params?: Readonly<Record<string, string | number>>;
  navigateOnError?: boolean;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
  query?: unknown;
  body?: unknown;
};
type OptionsArg<Q, B, P> = B extends Schema
  ? [options: CallOptions<Q, B, P>]
  : [Exclude<P, undefined>] extends [never]
    ? [options?: CallOptions<Q, B, P>]
    : [options: CallOptions<Q, B, P>];

function searchParams(query: unknown): URLSearchParams | undefined {
  if (query === null || typeof query !== 'object') return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params.toString() === '' ? undefined : params;
}

function validationError(issues: readonly v.BaseIssue<unknown>[]): ApiError {
  const message = issues[0]?.message;
  const key = message && /^[A-Z][A-Za-z]+$/.test(message) ? message : 'BadRequest';
  return clientError(CLIENT_ERROR_CODES.validation, key, 'validation');
}

async function send(
  ep: Endpoint,
  url: string,
  query: unknown,
  body: unknown,
  signal: AbortSignal | undefined,
  headers?: Readonly<Record<string, string>>,
): Promise<Response> {
  try {
    const params = searchParams(query);
    return await http(url, {
      method: ep.method,
      ...(params ? { searchParams: params } : {}),
      ...(body === undefined ? {} : { json: body }),
      ...(signal ? { signal } : {}),
      ...(headers ? { headers } : {}),
    });
  } catch (error) {
    throw transportFailure(error);
  }
}

export async function call<Q extends Schema | undefined, B extends Schema | undefined, R extends Schema, P extends PathParams | undefined = undefined>(
  ep: Endpoint<Q, B, R, P>,
  ...[options]: OptionsArg<Q, B, P>
): Promise<v.InferOutput<R>> {
  // Widened for the body of the call only: the signature above is what callers are held to.
  const opts = options as WideOptions | undefined;
  let body: unknown = undefined;
  if (ep.body) {
    const parsed = v.safeParse(ep.body, opts?.body);
    if (!parsed.success) throw validationError(parsed.issues);
    body = parsed.output;
  }
  const path = buildPath(ep.path, opts?.params);
  // Same origin; absolute so that Request works wherever `location` exists (browser, tests).
  const origin = globalThis.location?.origin;
  const url = origin ? new URL(path, origin).toString() : path;
  const response = await send(ep, url, opts?.query, body, opts?.signal, opts?.headers);
  const json = await readJson(response);
  // Asked after the answer: a preload's quiet fetch may have been claimed by a navigation meanwhile.
  return settle(ep, response.status, json, opts?.navigateOnError !== false && !errorsQuiet(opts?.signal), response.headers);
}

/**
 * The answer of a call (here, or an upload in upload.ts): the data parsed with the
 * endpoint's response schema, or the SPEC §8 handling of an error envelope.
 */
export function settle<R extends Schema>(
  ep: Endpoint<Schema | undefined, Schema | undefined, R>,
  status: number,
  json: unknown,
  navigateOnError: boolean,
  headers?: Headers,
): v.InferOutput<R> {
  if (status >= 200 && status < 300) {
    const parsed = v.safeParse(successEnvelope(ep.response), json);
    if (parsed.success) return parsed.output.data;
    console.error('InvalidInternalApi', ep.method, ep.path, parsed.issues[0]?.message);
    throw internalApiError('response', 'InvalidInternalApi');
  }
  return rejectWith(status, json, navigateOnError, headers);
}

/** The SPEC §8 handling of a failed answer (any call, a file download too): always throws. */
export function rejectWith(status: number, json: unknown, navigateOnError: boolean, headers?: Headers): never {
  const envelope = v.safeParse(ErrorEnvelope, json);
  if (!envelope.success) {
    throw new ApiError({ code: String(status), message: 'UnknownErrorOccurred', status, source: 'http' });
  }
  const { code, message, source } = envelope.output;
  const reaction = reactToError(code, message);
  if (reaction.kind === 'page' && navigateOnError) {
    if (reaction.clearLocal) clearAllLocalData();
    navigateToError(errorPageHref(reaction.code, message));
    throw new ApiError({ code, message, source, status, handled: true });
  }
  // Retry-After in seconds (RFC 9110 §10.2.3; the server never sends the date form).
  const retryAfter = Number(headers?.get('retry-after') ?? '');
  throw new ApiError({ code, message, source, status, ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}) });
}
