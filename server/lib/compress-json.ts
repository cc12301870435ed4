import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { chooseCoding, CODINGS, type Coding } from './content-encoding.ts';

/** Below this a JSON answer goes as it is: compressing it saves less than it costs (decision 0036). */
export const JSON_COMPRESS_MIN_BYTES = 1024;

/** Statuses whose answers carry no body (Fetch's null body statuses, and 1xx). */
const hasNoBody = (status: number) => status < 200 || status === 204 || status === 205 || status === 304;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Per request, so fast settings: brotli 5 and gzip 6 get most of the gain at a fraction of the maximum's CPU. */
function compress(coding: Coding, body: Uint8Array): Promise<Buffer> {
  return coding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });
}

/**
 * API answers in JSON above JSON_COMPRESS_MIN_BYTES go out in the coding the request accepts
 * (br > gzip), with `Vary: Accept-Encoding`. Files, streams (CSV exports) and HEAD are left alone.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Only the headers and the status are read here: on @hono/node-server, touching `c.res.body` turns
    // the light answer into a full web Response that is then streamed, about a tenth of the
    // benchmarked call's CPU (decision 0006). A JSON answer has a body, except to HEAD and with a
    // status that has none (1xx, 204, 205, 304).
    const type = c.res.headers.get('Content-Type') ?? '';
    if (c.req.method === 'HEAD' || hasNoBody(c.res.status) || !/^application\/json\b/i.test(type) || c.res.headers.has('Content-Encoding')) return;
    const vary = c.res.headers.get('Vary');
    if (!vary || !/accept-encoding/i.test(vary)) c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const coding = chooseCoding(c.req.header('Accept-Encoding'), CODINGS);
    if (coding === 'identity') return;
    const { status, statusText } = c.res;
    const body = new Uint8Array(await c.res.arrayBuffer());
    // Hono copies the former answer's headers onto the new one; the coding and length are set after.
    if (body.length < JSON_COMPRESS_MIN_BYTES) {
      c.res = new Response(body, { status, statusText, headers: { 'Content-Type': type } });
      return;
    }
    const compressed = await compress(coding, body);
    c.res = new Response(new Uint8Array(compressed), { status, statusText, headers: { 'Content-Type': type } });
    c.res.headers.set('Content-Encoding', coding);
    c.res.headers.set('Content-Length', String(compressed.length));
  };
}
