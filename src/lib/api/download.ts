/**
 * Files the server serves to the signed-in member (a diary PDF book): fetched through the API client's
 * ky instance like every call (token headers, renewal), so the file route can check who asks, and then saved
 * with the browser's download. A failure is an error envelope, handled as call() handles it.
 */
import { buildPath } from '../../contract/endpoint.ts';
import { UPLOAD_TIMEOUT_MS } from '../../contract/limits.ts';
import { rejectWith } from './call.ts';
import { http } from './http.ts';
import { readJson, transportFailure } from './read-answer.ts';

export type DownloadedFile = { blob: Blob; filename: string | null };

/** The file name of a Content-Disposition header: the RFC 5987 `filename*` first, else `filename`. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/** Bytes received so far and the total when the server said it (0 while unknown: show an indeterminate bar). */
export type DownloadProgress = { transferredBytes: number; totalBytes: number };

export async function fetchFile(
  path: string,
  options: {
    params?: Readonly<Record<string, string | number>>;
    /** Query values (a CSV export's filter, decision 0041). */
    query?: Readonly<Record<string, string>>;
    signal?: AbortSignal;
    navigateOnError?: boolean;
    onProgress?: (progress: DownloadProgress) => void;
  } = {},
): Promise<DownloadedFile> {
  const origin = globalThis.location?.origin;
  const built = buildPath(path, options.params);
  const url = origin ? new URL(built, origin).toString() : built;
  const { onProgress, query } = options;
  let response: Response;
  try {
    // A book of a year may take longer than a call to arrive on a phone.
    response = await http(url, {
      method: 'GET',
      signal: options.signal,
      timeout: UPLOAD_TIMEOUT_MS,
      ...(query && Object.keys(query).length > 0 ? { searchParams: new URLSearchParams(query) } : {}),
      ...(onProgress ? { onDownloadProgress: (p) => onProgress({ transferredBytes: p.transferredBytes, totalBytes: p.totalBytes }) } : {}),
    });
  } catch (error) {
    throw transportFailure(error);
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.startsWith('application/json')) {
    try {
      return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
    } catch (error) {
      throw transportFailure(error);
    }
  }
  return rejectWith(response.status, await readJson(response), options.navigateOnError !== false, response.headers);
}

/** Hands a file to the browser's download (a phone shows or saves it). */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename ?? fallbackName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
