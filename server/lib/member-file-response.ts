import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import type { StoredStream } from '../integrations/storage.ts';

/**
 * A file the signed-in member (or an admin) downloads with their bearer token (the diary book,
 * decision 0028; the monthly report, 0067; the K-CDI result, 0070; a member's data copy, 0099), mounted with mountFile, which
 * checks who may (decision 0091): never cached, an ASCII name for old clients and the Korean one
 * (RFC 5987) for the rest.
 */
const attachmentHeaders = (asciiName: string, filename: string, contentType = 'application/pdf') => ({
  'Content-Type': contentType,
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
  return fileStreamAttachment(c, file, 'application/pdf', asciiName, filename);
}

/** Any stored file sent as it is read, with its own type (a member's data copy as a ZIP, decision 0099). */
export function fileStreamAttachment(c: Context<AppEnv>, file: StoredStream, contentType: string, asciiName: string, filename: string): Response {
  const length: Record<string, string> = file.size === null ? {} : { 'Content-Length': String(file.size) };
  return c.body(file.body, 200, { ...attachmentHeaders(asciiName, filename, contentType), ...length });
}
