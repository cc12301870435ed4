/**
 * File upload through the one ky client (http.ts): token headers, renewal, the longer UPLOAD_TIMEOUT_MS,
 * and the answer settled exactly as call() settles it (SPEC §8).
 *
 * Progress: ky measures upload progress by streaming the request body, and Chromium sends a streamed
 * body only over HTTP/2 or HTTP/3; over HTTP/1.1 the fetch fails. So the body is streamed (and
 * progress reported) only when this page itself arrived over h2/h3; otherwise the file goes as a
 * plain Blob and the caller shows an indeterminate "uploading" state (decision 0036).
 */
import type * as v from 'valibot';
import { buildPath, type Endpoint, type PathParams } from '../../contract/endpoint.ts';
import { UPLOAD_TIMEOUT_MS } from '../../contract/limits.ts';
import { settle, type ParamsPart } from './call.ts';
import { http } from './http.ts';
import { readJson, transportFailure } from './read-answer.ts';

export type UploadOptions = {
  file: Blob;
  /** 0…1 as the bytes leave the browser; only called when uploadProgressMeasurable(). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  navigateOnError?: boolean;
};

const STREAMING_PROTOCOLS = new Set(['h2', 'h3']);

/** True when a streamed request body can go out, i.e. this page came over HTTP/2 or HTTP/3. */
export function uploadProgressMeasurable(): boolean {
  const entry = globalThis.performance?.getEntriesByType?.('navigation')[0];
  return entry !== undefined && 'nextHopProtocol' in entry && typeof entry.nextHopProtocol === 'string' && STREAMING_PROTOCOLS.has(entry.nextHopProtocol);
}

export async function upload<R extends v.GenericSchema, P extends PathParams | undefined>(
  ep: Endpoint<undefined, undefined, R, P>,
  options: UploadOptions & ParamsPart<P>,
): Promise<v.InferOutput<R>> {
  // Widened for buildPath only: the signature above holds callers to the declared params.
  const path = buildPath(ep.path, options.params as Readonly<Record<string, string | number>> | undefined);
  const origin = globalThis.location?.origin;
  const url = origin ? new URL(path, origin).toString() : path;
  const report = options.onProgress;
  let response: Response;
  try {
    response = await http(url, {
      method: ep.method,
      body: options.file,
      headers: { 'Content-Type': options.file.type || 'application/octet-stream' },
      timeout: UPLOAD_TIMEOUT_MS,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(report && uploadProgressMeasurable() ? { onUploadProgress: (progress: { percent: number }) => report(progress.percent) } : {}),
    });
  } catch (error) {
    throw transportFailure(error);
  }
  return settle(ep, response.status, await readJson(response), options.navigateOnError !== false, response.headers);
}
