import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { isApiError } from '../api/api-error.ts';
import { errorText, messageText } from './error-text.ts';

/** For screens: a failed call → the localized inline message (SPEC §8). */
export function useErrorText(): (error: unknown) => string | null {
  const { i18n } = useLingui();
  return useCallback(
    (error: unknown) => {
      if (error == null) return null;
      if (isApiError(error)) {
        if (error.handled) return null;
        if (error.source === 'network' || error.source === 'timeout') return messageText(i18n, 'NetworkError') ?? error.message;
        return errorText(i18n, error);
      }
      return errorText(i18n, { code: 'IA001', message: 'UnknownErrorOccurred' });
    },
    [i18n],
  );
}

/** For fields: a message key (from a contract schema) → localized text. */
export function useMessageText(): (key: string | null | undefined) => string | null {
  const { i18n } = useLingui();
  return useCallback((key) => (key ? (messageText(i18n, key) ?? messageText(i18n, 'Required') ?? key) : null), [i18n]);
}
