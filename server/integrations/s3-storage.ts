/**
 * FileStorage on an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, NCP Object Storage): production
 * keeps no files on an instance's disk, so any instance behind the load balancer serves any photo.
 * Three calls signed with AWS Signature Version 4, written out here because the AWS SDK would bring
 * megabytes of code for PUT, GET and DELETE. Path-style URLs (`endpoint/bucket/key`): every compatible
 * service accepts them and they need no DNS name per bucket.
 */
import { createHash, createHmac } from 'node:crypto';
import { checkKey, contentTypeOf, type FileStorage, type StoredFile } from './storage.ts';

export type S3Config = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Per request, body included; a hanging bucket must not hold an upload open forever. */
  timeoutMs?: number;
};

export type SigV4Credentials = { accessKeyId: string; secretAccessKey: string; region: string; service?: string };
export type SigV4Request = { method: string; url: URL; headers: Record<string, string>; payloadHash: string };

/** A failed bucket call. `status` is null when no answer came (network error, timeout). */
export class S3Error extends Error {
  readonly status: number | null;
  readonly code: string | null;
  constructor(message: string, status: number | null, code: string | null, options?: ErrorOptions) {
    super(message, options);
    this.name = 'S3Error';
    this.status = status;
    this.code = code;
  }
}

export const sha256Hex = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** Percent-encoding as SigV4 defines it: everything except A-Z a-z 0-9 - . _ ~ */
function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `20130524T000000Z`: ISO 8601 basic format, whole seconds. */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** S3 signs each path segment encoded once (other services encode twice; S3 does not). */
function canonicalPath(url: URL): string {
  return url.pathname
    .split('/')
    .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(url: URL): string {
  const pairs = [...url.searchParams].map(([name, value]) => `${encodeRfc3986(name)}=${encodeRfc3986(value)}`);
  // Encoded pairs are ASCII, so the default sort is the byte order SigV4 asks for.
  return pairs.sort().join('&');
}

/**
 * The headers to send: the caller's, plus x-amz-date, x-amz-content-sha256 and authorization.
 * Host is signed from the URL but not returned: fetch sets it from the same URL.
 */
export function signV4(request: SigV4Request, credentials: SigV4Credentials, date: Date): Record<string, string> {
  const stamp = amzDate(date);
  const scope = `${stamp.slice(0, 8)}/${credentials.region}/${credentials.service ?? 's3'}/aws4_request`;
  const headers: Record<string, string> = { ...request.headers, 'x-amz-date': stamp, 'x-amz-content-sha256': request.payloadHash };
  const canonical = new Map<string, string>([['host', request.url.host]]);
  for (const [name, value] of Object.entries(headers)) canonical.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  const names = [...canonical.keys()].sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method,
    canonicalPath(request.url),
    canonicalQuery(request.url),
    ...names.map((name) => `${name}:${canonical.get(name) ?? ''}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${credentials.secretAccessKey}`, stamp.slice(0, 8));
  for (const part of scope.split('/').slice(1)) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return { ...headers, authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}` };
}

/** S3 error bodies are XML `<Error><Code>NoSuchKey</Code>…`; the code is all we keep (no echoing of bodies into logs). */
async function errorCode(response: Response): Promise<string | null> {
  const text = await response.text().catch(() => '');
  return /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(text)?.[1] ?? null;
}

/** A missing object, as opposed to a missing bucket (a 404 too, but a configuration error). */
const isMissingKey = (error: S3Error) => error.status === 404 && (error.code === 'NoSuchKey' || error.code === null);

export function createS3Storage(config: S3Config): FileStorage {
  const base = `${config.endpoint.replace(/\/+$/, '')}/${encodeRfc3986(config.bucket)}`;
  const timeoutMs = config.timeoutMs ?? 10_000;

  async function call(method: 'PUT' | 'GET' | 'DELETE', key: string, file?: StoredFile): Promise<Response> {
    const url = new URL(`${base}/${checkKey(key).split('/').map(encodeRfc3986).join('/')}`);
    // A fresh ArrayBuffer-backed copy: fetch's body type does not take a view of a shared buffer.
    const body = file ? new Uint8Array(file.bytes) : undefined;
    const headers = signV4(
      { method, url, headers: file ? { 'content-type': file.contentType } : {}, payloadHash: sha256Hex(body ?? '') },
      config,
      new Date(), // the real time, never a test clock: S3 refuses a request dated 15 minutes off
    );
    const init: RequestInit = { method, headers, signal: AbortSignal.timeout(timeoutMs) };
    if (body) init.body = body; // PUT only: GET and DELETE carry none
    try {
      return await fetch(url, init);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new S3Error(`S3 ${method} ${key} failed: ${reason}`, null, null, { cause: error });
    }
  }

  async function failure(method: string, key: string, response: Response): Promise<S3Error> {
    const code = await errorCode(response);
    return new S3Error(`S3 ${method} ${key} answered ${response.status}${code ? ` ${code}` : ''}`, response.status, code);
  }

  return {
    kind: 's3',
    async put(key, file) {
      const response = await call('PUT', key, file);
      if (!response.ok) throw await failure('PUT', key, response);
      await response.body?.cancel(); // frees the connection for the next call
    },
    async get(key) {
      const response = await call('GET', key);
      if (response.ok) {
        const bytes = new Uint8Array(await response.arrayBuffer());
        return { bytes, contentType: response.headers.get('content-type') ?? contentTypeOf(key) };
      }
      const error = await failure('GET', key, response);
      if (isMissingKey(error)) return null;
      throw error;
    },
    async delete(key) {
      // S3 answers 204 for a missing key too; some compatible services answer 404 NoSuchKey.
      const response = await call('DELETE', key);
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const error = await failure('DELETE', key, response);
      if (!isMissingKey(error)) throw error;
    },
  };
}
