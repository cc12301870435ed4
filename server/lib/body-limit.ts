/**
 * Every request body is capped before it is read (decision 0031; SPEC §8 envelope, 413): a declared
 * Content-Length over the cap is refused at once, and every body is counted while it streams, so a
 * missing or lying length cannot make the server buffer 100 MB. Nothing is buffered here; the
 * handler reads the counted stream as before.
 */
import type { MiddlewareHandler } from 'hono';
import { DIARY_IMAGE_LIMIT_BYTES, DIARY_JSON_LIMIT_BYTES } from '../../src/contract/diary.ts';
import { diaryApi } from '../../src/contract/diary-api.ts';
import type { Endpoint } from '../../src/contract/endpoint.ts';
import { PDF_UPLOAD_LIMIT_BYTES, PROFILE_IMAGE_LIMIT_BYTES } from '../../src/contract/limits.ts';
import { AppError } from './app-error.ts';
import { IMAGE_CONTENT_TYPES } from './images.ts';

/** A JSON call's body: far above any form, far below what hurts the server. */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;

/** Uploads keep their own, exact limits and keys (readBodyLimited fires first); this only bounds what reaches them. */
const UPLOAD_MARGIN_BYTES = 1024 * 1024;
const IMAGE_BODY_LIMIT_BYTES = Math.max(PROFILE_IMAGE_LIMIT_BYTES, DIARY_IMAGE_LIMIT_BYTES) + UPLOAD_MARGIN_BYTES;

/** JSON calls that carry more than a form: the diary's Lexical state (decision 0017). */
const LARGER_JSON: readonly { endpoint: Endpoint; bytes: number }[] = [
  { endpoint: diaryApi.createDiary, bytes: DIARY_JSON_LIMIT_BYTES },
  { endpoint: diaryApi.editDiary, bytes: DIARY_JSON_LIMIT_BYTES },
];
const larger = LARGER_JSON.map(({ endpoint, bytes }) => ({
  method: endpoint.method,
  pattern: new RegExp(`^${endpoint.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
  bytes,
}));

/** The cap for one request, by its declared type (uploads) or its route. */
export function bodyLimitFor(method: string, path: string, contentType: string): number {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (IMAGE_CONTENT_TYPES.includes(type)) return IMAGE_BODY_LIMIT_BYTES;
  if (type === 'application/pdf') return PDF_UPLOAD_LIMIT_BYTES + UPLOAD_MARGIN_BYTES;
  return larger.find((l) => l.method === method && l.pattern.test(path))?.bytes ?? JSON_BODY_LIMIT_BYTES;
}

export function limitRequestBodies(): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    // GET and HEAD carry no body (the node adapter gives them none). Asked first because on
    // @hono/node-server reading `raw.body` builds a full web Request from the socket, a cost every
    // read call paid for nothing (decision 0006).
    if (raw.method === 'GET' || raw.method === 'HEAD' || !raw.body) return next();
    const limit = bodyLimitFor(raw.method, c.req.path, raw.headers.get('content-type') ?? '');
    const declared = raw.headers.get('content-length');
    if (declared !== null && /^\d+$/.test(declared) && Number(declared) > limit) throw new AppError('RequestBodyTooLargeException');
    let size = 0;
    const counted = raw.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > limit) controller.error(new AppError('RequestBodyTooLargeException'));
          else controller.enqueue(chunk);
        },
      }),
    );
    // `duplex` is required by Node's fetch for a streamed body; the DOM typings do not know it.
    const init: RequestInit & { duplex: 'half' } = { body: counted, duplex: 'half' };
    c.req.raw = new Request(raw, init);
    return next();
  };
}
