import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';
import type { StoredStream } from '../integrations/storage.ts';

/**
 * A file the signed-in member downloads with their bearer token (the diary book, decision 0028; the
 * monthly report, 0067): members only, never cached, an ASCII name for old clients and the Korean
 * one (RFC 5987) for the rest.
 */
export function memberOnly(c: Context<AppEnv>): { id: number } {
  const user = c.get('user');
  if (!user) throw new AppError('UserAuthenticationException');
  if (user.role !== 'ROLE_MEMBER') throw new AppError('IllegalUserRoleException');
  return user;
}

const attachmentHeaders = (asciiName: string, filename: string) => ({
  'Content-Type': 'application/pdf',
  'Content-Disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'private, no-store',
  'Cross-Origin-Resource-Policy': 'same-origin',
});

export function pdfAttachment(c: Context<AppEnv>, bytes: Uint8Array, asciiName: string, filename: string): Response {
  return c.body(bytes.slice().buffer, 200, { ...attachmentHeaders(asciiName, filename), 'Content-Length': String(bytes.byteLength) });
}

/** A stored PDF sent as it is read from the storage (decision 0078): a 16 MB file is never held whole per request. */
export function pdfStreamAttachment(c: Context<AppEnv>, file: StoredStream, asciiName: string, filename: string): Response {
  const length: Record<string, string> = file.size === null ? {} : { 'Content-Length': String(file.size) };
  return c.body(file.body, 200, { ...attachmentHeaders(asciiName, filename), ...length });
}
