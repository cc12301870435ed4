/**
 * File upload with progress. fetch reports no upload progress, so this one call goes
 * through XMLHttpRequest, with what http.ts does for every call: the token headers, the
 * renewal headers stored, and the answer parsed and handled by settle() exactly as call() does.
 */
import type * as v from 'valibot';
import { buildPath, type Endpoint } from '../../contract/endpoint.ts';
import { UPLOAD_TIMEOUT_MS } from '../../contract/limits.ts';
import { getTokens } from '../storage/keys.ts';
import { internalApiError } from './api-error.ts';
import { settle } from './call.ts';
import { storeRenewedTokens } from './http.ts';

export type UploadOptions = {
  params?: Readonly<Record<string, string | number>>;
  file: Blob;
  /** 0…1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  navigateOnError?: boolean;
};

/** 'a: 1\r\nb: 2' (getAllResponseHeaders) → Headers. */
export function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

export function upload<R extends v.GenericSchema>(ep: Endpoint<undefined, undefined, R>, options: UploadOptions): Promise<v.InferOutput<R>> {
  const path = buildPath(ep.path, options.params);
  const origin = globalThis.location?.origin;
  const url = origin ? new URL(path, origin).toString() : path;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(ep.method, url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.withCredentials = false;
    const tokens = getTokens();
    if (tokens) {
      xhr.setRequestHeader('Authorization', `Bearer ${tokens.accessToken}`);
      xhr.setRequestHeader('x-refresh-token', tokens.refreshToken);
    }
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', options.file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      storeRenewedTokens(parseHeaders(xhr.getAllResponseHeaders()));
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      try {
        resolve(settle(ep, xhr.status, json, options.navigateOnError !== false));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(internalApiError('network'));
    xhr.ontimeout = () => reject(internalApiError('timeout'));
    xhr.onabort = () => reject(internalApiError('abort'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(options.file);
  });
}
