/**
 * FileStorage on an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, NCP Object Storage): production
 * keeps no files on an instance's disk, so any instance behind the load balancer serves any photo.
 * Three calls signed with AWS Signature Version 4 by aws4fetch (a few kilobytes, where the AWS SDK
 * would bring megabytes for PUT, GET and DELETE; decision 0054). Path-style URLs
 * (`endpoint/bucket/key`): every compatible service accepts them and they need no DNS name per bucket.
 */
import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';
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

/**
 * The headers to send, signed with Signature Version 4 by aws4fetch: the caller's, plus x-amz-date,
 * x-amz-content-sha256 and authorization. Every given header is signed (aws4fetch leaves
 * content-type out unless told `allHeaders`), and the payload's SHA-256 is sent rather than the
 * UNSIGNED-PAYLOAD aws4fetch would put for S3, so the bucket checks the bytes that arrive.
 */
export async function signV4(request: SigV4Request, credentials: SigV4Credentials, date: Date): Promise<Record<string, string>> {
  const { accessKeyId, secretAccessKey, region, service = 's3' } = credentials;
  const signer = new AwsV4Signer({
    accessKeyId,
    secretAccessKey,
    region,
    service,
    method: request.method,
    url: request.url.toString(),
    headers: { ...request.headers, 'x-amz-content-sha256': request.payloadHash },
    datetime: date.toISOString().replace(/[-:]|\.\d{3}/g, ''),
    allHeaders: true,
  });
  return Object.fromEntries((await signer.sign()).headers);
}

/** S3 error bodies are XML `<Error><Code>NoSuchKey</Code>…`; the code is all we keep (no echoing of bodies into logs). */
async function errorCode(response: Response): Promise<string | null> {
  const text = await response.text().catch(() => '');
  return /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(text)?.[1] ?? null;
}

/** A missing object, as opposed to a missing bucket (a 404 too, but a configuration error). */
const isMissingKey = (error: S3Error) => error.status === 404 && (error.code === 'NoSuchKey' || error.code === null);

export function createS3Storage(config: S3Config): FileStorage {
  const base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;
  const timeoutMs = config.timeoutMs ?? 10_000;

  /** `streamed`: the timeout covers the answer's headers only; its body then flows at the client's pace. */
  async function call(method: 'PUT' | 'GET' | 'DELETE', key: string, file?: StoredFile, streamed = false): Promise<Response> {
    const url = new URL(`${base}/${checkKey(key)}`); // keys are URL-safe (storage.ts)
    // A fresh ArrayBuffer-backed copy: fetch's body type does not take a view of a shared buffer.
    const body = file ? new Uint8Array(file.bytes) : undefined;
    const headers = await signV4(
      { method, url, headers: file ? { 'content-type': file.contentType } : {}, payloadHash: sha256Hex(body ?? '') },
      config,
      new Date(), // the real time, never a test clock: S3 refuses a request dated 15 minutes off
    );
    // Whole calls are bounded by the timeout, body included; a streamed GET only until its headers came.
    const headersOnly = streamed ? new AbortController() : null;
    const timer = headersOnly ? setTimeout(() => headersOnly.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs) : undefined;
    const init: RequestInit = { method, headers, signal: headersOnly?.signal ?? AbortSignal.timeout(timeoutMs) };
    if (body) init.body = body; // PUT only: GET and DELETE carry none
    try {
      return await fetch(url, init);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new S3Error(`S3 ${method} ${key} failed: ${reason}`, null, null, { cause: error });
    } finally {
      clearTimeout(timer);
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
    async stream(key) {
      const response = await call('GET', key, undefined, true);
      if (response.ok && response.body) {
        const length = response.headers.get('content-length');
        return {
          body: response.body,
          size: length && /^\d+$/.test(length) ? Number(length) : null,
          contentType: response.headers.get('content-type') ?? contentTypeOf(key),
        };
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
