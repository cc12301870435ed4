import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { failureText, keyText } from './error-text.ts';

/** For screens: a failed call → the localized inline message (SPEC §8). */
export function useErrorText(): (error: unknown) => string | null {
  const { i18n } = useLingui();
  return useCallback((error: unknown) => failureText(i18n, error), [i18n]);
}

/** For fields: a message key (from a contract schema) → localized text. */
export function useMessageText(): (key: string | null | undefined) => string | null {
  const { i18n } = useLingui();
  return useCallback((key) => keyText(i18n, key), [i18n]);
}
