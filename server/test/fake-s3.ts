/**
 * A small S3 on 127.0.0.1 for the storage adapter's tests (ARCHITECTURE §1: real adapters against
 * fakes). It holds one bucket in a Map and refuses, as S3 does, any request whose payload hash or
 * signature does not match what actually arrived over the wire: the signature is derived again from
 * the received method, path, Host and signed headers, so a header that fetch changed would show.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { sha256Hex, signV4, type SigV4Credentials } from '../integrations/s3-storage.ts';

type FakeObject = { bytes: Uint8Array; contentType: string };
type Injected = { status: number; code: string } | 'hang';

const AUTH = /^AWS4-HMAC-SHA256 Credential=([^/,]+)\/(\d{8})\/([^/,]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

function xmlError(res: ServerResponse, status: number, code: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>fake</Message></Error>`);
}

/** `20130524T000000Z` back to a Date. */
function parseAmzDate(stamp: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp);
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`) : null;
}

const header = (req: IncomingMessage, name: string): string => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

/** Null when the request is signed correctly; otherwise the S3 error code to answer with. */
async function authProblem(req: IncomingMessage, body: Uint8Array, credentials: SigV4Credentials): Promise<string | null> {
  const auth = AUTH.exec(header(req, 'authorization'));
  const date = parseAmzDate(header(req, 'x-amz-date'));
  if (!auth || !date) return 'AccessDenied';
  const [, keyId, day, region, signed = ''] = auth;
  if (keyId !== credentials.accessKeyId) return 'InvalidAccessKeyId';
  if (day !== header(req, 'x-amz-date').slice(0, 8) || region !== credentials.region) return 'AuthorizationHeaderMalformed';
  const names = signed.split(';');
  if (!['host', 'x-amz-content-sha256', 'x-amz-date'].every((n) => names.includes(n))) return 'AccessDenied';
  if (req.method === 'PUT' && !names.includes('content-type')) return 'AccessDenied';
  if (header(req, 'x-amz-content-sha256') !== sha256Hex(body)) return 'XAmzContentSHA256Mismatch';
  const echoed = Object.fromEntries(names.filter((n) => n !== 'host').map((n) => [n, header(req, n)]));
  const url = new URL(req.url ?? '/', `http://${header(req, 'host')}`);
  const expected = await signV4({ method: req.method ?? '', url, headers: echoed, payloadHash: header(req, 'x-amz-content-sha256') }, credentials, date);
  return expected.authorization === header(req, 'authorization') ? null : 'SignatureDoesNotMatch';
}

export async function startFakeS3(options: SigV4Credentials & { bucket: string }) {
  const objects = new Map<string, FakeObject>();
  const requests: { method: string; path: string; signedHeaders: string }[] = [];
  const injected: Injected[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(Buffer.from(chunk));
    const body = new Uint8Array(Buffer.concat(chunks));
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    requests.push({ method: req.method ?? '', path, signedHeaders: /SignedHeaders=([^,]+)/.exec(header(req, 'authorization'))?.[1] ?? '' });

    const next = injected.shift();
    if (next === 'hang') return; // never answers: the client's timeout has to end it
    if (next) return xmlError(res, next.status, next.code);
    const problem = await authProblem(req, body, options);
    if (problem) return xmlError(res, 403, problem);

    const prefix = `/${options.bucket}/`;
    if (!path.startsWith(prefix)) return xmlError(res, 404, 'NoSuchBucket');
    const key = decodeURIComponent(path.slice(prefix.length));
    if (req.method === 'PUT') {
      objects.set(key, { bytes: body, contentType: header(req, 'content-type') || 'binary/octet-stream' });
      res.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` }).end();
    } else if (req.method === 'GET') {
      const object = objects.get(key);
      if (!object) return xmlError(res, 404, 'NoSuchKey');
      res.writeHead(200, { 'content-type': object.contentType, 'content-length': String(object.bytes.byteLength) }).end(object.bytes);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end(); // S3 answers 204 whether or not the key existed
    } else {
      xmlError(res, 405, 'MethodNotAllowed');
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => xmlError(res, 500, 'InternalError'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the fake S3 is not listening on a port');
  const { port } = address;

  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    /** The next request gets this answer (or none) instead of the normal one. */
    failNext: (answer: Injected) => injected.push(answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // a hung request would otherwise keep close() waiting
        server.close(() => resolve());
      }),
  };
}
