import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { SERVER_ERRORS, type ServerErrorKey } from '../../src/contract/errors.ts';
import { SUCCESS_CODE } from '../../src/contract/envelope.ts';

export function ok<T>(c: Context, data: T, message = 'OK') {
  return c.json({ code: SUCCESS_CODE, message, data: data ?? null }, 200);
}

export function fail(c: Context, key: ServerErrorKey) {
  const spec = SERVER_ERRORS[key];
  // The wire status table is fixed by errors.ts; every entry is a contentful status.
  return c.json({ code: spec.code, message: key }, spec.status as ContentfulStatusCode);
}
