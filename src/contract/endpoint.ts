import type * as v from 'valibot';
import type { Role } from './roles.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: nobody signed in, any signed-in user, or the listed roles. */
export type Access = 'open' | 'user' | readonly Role[];

/**
 * One endpoint of the API: the server validates `query` and `body` with these schemas and answers
 * `data` matching `response`; the client parses the answer with the same `response` schema.
 */
export type Endpoint<
  Q extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  B extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  R extends v.GenericSchema = v.GenericSchema,
> = {
  readonly method: Method;
  /** Hono style path: /api/members/children/:id */
  readonly path: string;
  readonly access: Access;
  readonly summary: string;
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
  /** Answered with a file of this type instead of the JSON envelope (a CSV export, decision 0041). */
  readonly produces?: 'text/csv';
};

export function endpoint<
  Q extends v.GenericSchema | undefined = undefined,
  B extends v.GenericSchema | undefined = undefined,
  R extends v.GenericSchema = v.GenericSchema,
>(e: Endpoint<Q, B, R>): Endpoint<Q, B, R> {
  return e;
}

/** Fill :params of a path. */
export function buildPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
