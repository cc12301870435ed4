import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Endpoint, ParamSchema, ParamValues, PathParams } from '../../src/contract/endpoint.ts';
import type { AppEnv, AuthUser } from './app-env.ts';
import { AppError } from './app-error.ts';
import { isServerErrorKey } from '../../src/contract/errors.ts';
import { ok } from './envelope.ts';

type Out<S> = [S] extends [undefined] ? undefined : NonNullable<S> extends v.GenericSchema ? v.InferOutput<NonNullable<S>> : never;

export type HandlerInput<E extends Endpoint> = {
  c: Context<AppEnv>;
  /** The declared path params, checked (a row id is its number; decision 0051). */
  params: ParamValues<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
};

export type Handler<E extends Endpoint, U> = (input: HandlerInput<E> & { user: U }) => Promise<v.InferInput<E['response']>>;

/**
 * Registers one contract endpoint: checks access, validates path params, query and body with the contract's
 * schemas (a malformed request is a 400 envelope, never a 500) and wraps the answer in the success
 * envelope. The handler's return type is tied to the endpoint's response schema.
 */
export function mount<E extends Endpoint>(
  app: Hono<AppEnv>,
  e: E,
  handler: E['access'] extends 'open' ? Handler<E, AuthUser | null> : Handler<E, AuthUser>,
  successMessage?: string,
): void {
  // A file answer is built by its handler (mountFile); the envelope would wrap it.
  if (e.produces) throw new Error(`${e.method} ${e.path} answers a file: mount it with mountFile`);
  const method = e.method.toLowerCase() as Lowercase<Endpoint['method']>;
  app[method](e.path, async (c) => {
    const input = await readInput(c, e);
    const data = await (handler as Handler<E, AuthUser>)(input);
    return ok(c, data, successMessage);
  });
}

/** Access, path params, query and body of one call, checked as mount() checks them (file answers use it too). */
export async function readInput<E extends Endpoint>(c: Context<AppEnv>, e: E): Promise<HandlerInput<E> & { user: AuthUser }> {
  const user = c.get('user');
  if (e.access !== 'open') {
    if (!user) throw new AppError('UserAuthenticationException');
    if (e.access !== 'user' && !e.access.includes(user.role)) throw new AppError('IllegalUserRoleException');
  }
  const params = pathParams(c, e.params);
  const query = e.query ? parse(e.query, c.req.query()) : undefined;
  const body = e.body ? parse(e.body, await readJson(c)) : undefined;
  return { c, params, query, body, user } as HandlerInput<E> & { user: AuthUser };
}

/**
 * Registers a contract endpoint answered with a file (a CSV export, decision 0041; a PDF, a signed
 * picture, decision 0091): the same access, path and query checks as mount(), the handler builds the
 * Response itself. Every file the server answers goes through here, so no handler checks a role by hand.
 */
export function mountFile<E extends Endpoint>(app: Hono<AppEnv>, e: E, handler: (input: HandlerInput<E> & { user: AuthUser }) => Promise<Response>): void {
  const method = e.method.toLowerCase() as Lowercase<Endpoint['method']>;
  app[method](e.path, async (c) => handler(await readInput(c, e)));
}

/** A schema failure is a 400; a check whose message is a SPEC §8 key (InvalidSearchPhone …) answers with that key. */
function parse<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const keyed = result.issues.find((i) => isServerErrorKey(i.message));
  if (keyed && isServerErrorKey(keyed.message)) throw new AppError(keyed.message, `${v.getDotPath(keyed) ?? ''} ${keyed.message}`);
  throw new AppError('BadRequest', result.issues.map((i) => `${v.getDotPath(i) ?? ''} ${i.message}`).join('; '));
}

async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) throw new AppError('UnsupportedMediaType');
  try {
    return await c.req.json();
  } catch (error) {
    // The body cap (body-limit.ts) errors the stream with its own 413.
    if (error instanceof AppError) throw error;
    throw new AppError('BadRequest', 'malformed JSON');
  }
}

/**
 * The path params of a request checked with their endpoint's declared schemas: a refusal is the
 * schema's SPEC §8 key (InvalidDiaryId …) or a 400 BadRequest, before any lookup (decision 0051).
 */
function pathParams<P extends PathParams | undefined>(c: Context, declared: P): ParamValues<P> {
  const values: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries<ParamSchema>(declared ?? {})) values[name] = parse(schema, c.req.param(name) ?? '');
  return values as ParamValues<P>;
}
