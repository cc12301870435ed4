import type { Context } from 'hono';
import type { SignedFileQuery } from '../../src/contract/files-api.ts';
import type { Deps } from '../deps.ts';
import { AppError } from './app-error.ts';

/**
 * The answer to a signed image link (decision 0012): an <img> sends no bearer header, so the signed
 * query (exp, sig over the path and the stored key) is the authorisation. Any failure looks the same
 * (403), so the answer tells nothing about other members' files.
 */
export async function signedImageResponse(
  c: Context,
  deps: Deps,
  signed: { path: string; query: SignedFileQuery },
  storageKey: string | null | undefined,
  filename: string,
): Promise<Response> {
  const now = deps.clock.now();
  const { exp, sig } = signed.query;
  if (!storageKey || deps.urls.verify(signed.path, storageKey, exp, sig, now) !== 'ok')
    throw new AppError('IllegalUserRoleException', 'image link invalid or expired');
  const file = await deps.storage.get(storageKey);
  if (!file) throw new AppError('NotFound');
  const maxAge = Math.max(0, Number(exp) - Math.floor(now.getTime() / 1000));
  return c.body(file.bytes.slice().buffer, 200, {
    'Content-Type': file.contentType,
    'Content-Length': String(file.bytes.byteLength),
    'Content-Disposition': `inline; filename="${filename}.${storageKey.slice(storageKey.lastIndexOf('.') + 1)}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': `private, max-age=${maxAge}, immutable`,
    'Cross-Origin-Resource-Policy': 'same-origin',
  });
}
