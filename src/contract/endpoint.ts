import type * as v from 'valibot';
import type { Role } from './roles.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: nobody signed in, any signed-in user, or the listed roles. */
export type Access = 'open' | 'user' | readonly Role[];

/**
 * The schema of one path param: the text of the URL segment in, the value the handler gets out
 * (RowIdText: a row id number, refused before any handler runs; decision 0051).
 */
export type ParamSchema = v.GenericSchema<string, unknown>;

/** The declared path params of an endpoint: each `:name` of its path with its schema. */
export type PathParams = Readonly<Record<string, ParamSchema>>;

/** The `:name`s of a path as a union of string literals ('/a/:id/b/:imageId' → 'id' | 'imageId'). */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a path with :names must declare, and a path without them must not. */
type ParamsOf<Path extends string> = [ParamNames<Path>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: { readonly [K in ParamNames<Path>]: ParamSchema } };

/** The values of declared path params: what the server's handler gets and the client's call() passes. */
export type ParamValues<P> =
  Exclude<P, undefined> extends infer D extends PathParams
    ? [D] extends [never]
      ? Record<string, never>
      : { readonly [K in keyof D]: v.InferOutput<D[K]> }
    : Record<string, never>;

/**
 * One endpoint of the API: the server validates `params`, `query` and `body` with these schemas and
 * answers `data` matching `response`; the client parses the answer with the same `response` schema.
 */
export type Endpoint<
  Q extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  B extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  R extends v.GenericSchema = v.GenericSchema,
  P extends PathParams | undefined = PathParams | undefined,
> = {
  readonly method: Method;
  /** Hono style path: /api/members/children/:id */
  readonly path: string;
  /** Every :name of the path with its schema (RowIdText for a row id), as hono-open-api-starter's `params`. */
  readonly params?: P;
  readonly access: Access;
  readonly summary: string;
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
  /**
   * Answered with a file of this type instead of the JSON envelope (a CSV export, decision 0041; a
   * PDF; a picture behind a signed link, decision 0012): mounted with mountFile (decision 0091).
   */
  readonly produces?: 'text/csv' | 'application/pdf' | 'application/zip' | 'image/*';
  /**
   * The request body is the raw file of this type (a picture, a result PDF), read and checked by
   * content by the handler; no JSON `body` schema (decision 0091).
   */
  readonly consumes?: 'image/*' | 'application/pdf';
};

/** Declares an endpoint; a path with :names does not compile without their `params` (decision 0051). */
export function endpoint<
  Path extends string,
  Q extends v.GenericSchema | undefined = undefined,
  B extends v.GenericSchema | undefined = undefined,
  R extends v.GenericSchema = v.GenericSchema,
  P extends PathParams | undefined = undefined,
>(e: Endpoint<Q, B, R, P> & { readonly path: Path } & ParamsOf<Path>): Endpoint<Q, B, R, P> {
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
