/** A message key (server, client, success, form) → localized text; unknown keys fall back (SPEC §8). */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { isApiError } from '../api/api-error.ts';
import { CLIENT_VALIDATION_MESSAGES, FORM_MESSAGES, SUCCESS_MESSAGES } from './client-messages.ts';
import { UNKNOWN_ERROR_KEY, withErrorCode } from './format-error.ts';
import { loadDomainCatalog } from './domain-catalogs.ts';
import { SERVER_ERROR_MESSAGES } from './server-error-messages.ts';

// The SPEC §8 messages have their own catalogue (docs/decisions/0016-lean-initial-js.md): a page
// that shows no error never downloads them.
await loadDomainCatalog((locale) => (locale === 'en' ? import('../../../locales/en/errors.po') : import('../../../locales/ko/errors.po')));

const CATALOGUES: readonly Readonly<Record<string, MessageDescriptor>>[] = [SERVER_ERROR_MESSAGES, CLIENT_VALIDATION_MESSAGES, SUCCESS_MESSAGES, FORM_MESSAGES];

export function descriptorFor(key: string): MessageDescriptor | undefined {
  for (const catalogue of CATALOGUES) {
    if (Object.hasOwn(catalogue, key)) return catalogue[key];
  }
  return undefined;
}

export function messageText(i18n: I18n, key: string): string | undefined {
  const descriptor = descriptorFor(key);
  return descriptor ? i18n._(descriptor) : undefined;
}

/** The text a screen shows for a failed call or a field error. */
export function errorText(i18n: I18n, error: { code: string; message: string }): string {
  const known = descriptorFor(error.message);
  const key = known ? error.message : UNKNOWN_ERROR_KEY;
  const text = i18n._(known ?? SERVER_ERROR_MESSAGES.UnknownErrorOccurred);
  return withErrorCode(text, key, error.code);
}

/** A failed call → the localized inline message (SPEC §8); null for none, or one already shown as a page. */
export function failureText(i18n: I18n, error: unknown): string | null {
  if (error == null) return null;
  if (isApiError(error)) {
    if (error.handled) return null;
    if (error.source === 'network' || error.source === 'timeout') return messageText(i18n, 'NetworkError') ?? error.message;
    return errorText(i18n, error);
  }
  return errorText(i18n, { code: 'IA001', message: 'UnknownErrorOccurred' });
}

/** A message key (from a contract schema) → localized text; an unknown key reads as "Required". */
export function keyText(i18n: I18n, key: string | null | undefined): string | null {
  return key ? (messageText(i18n, key) ?? messageText(i18n, 'Required') ?? key) : null;
}
