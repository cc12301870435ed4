/**
 * The back office's action runner (decision 0041): an audited change sends, says what happened,
 * then refreshes the domain's lists and the record's change history, so every action form reads
 * the same and refreshes the same way.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import { clearAllLocalData, navigateToError } from '../../lib/api/error-navigation.ts';
import { errorPageHref, reactToError } from '../../lib/api/error-routing.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { clearPageDrafts } from './session-drafts.ts';
import { keysToRefresh, type ActionRefresh, type ActionResult } from './action-refresh.ts';
import { useDraftPage } from './reason-draft.ts';

export type { ActionRefresh, ActionResult };

/**
 * One action: `run(send, doneText)` sets busy, sends, shows `doneText` or the server's error in
 * Korean, and invalidates the keys of `refresh`. It never throws, so a form's `.then` runs after.
 * Once an action went through, the reasons kept as drafts on its page are done (decision 0049); a
 * failed one keeps them, so a session lost mid-action loses nothing.
 */
/**
 * An action that shows refusals inline (`navigateOnError: false`) still leaves for /error/401 when
 * the session is gone (SPEC §8 guard reactions); the navigator names this page to come back to
 * (decision 0049).
 */
function leftForSignIn(error: unknown): boolean {
  if (!isApiError(error) || error.handled) return false;
  const reaction = reactToError(error.code, error.message);
  if (reaction.kind !== 'page' || reaction.code !== '401') return false;
  if (reaction.clearLocal) clearAllLocalData();
  navigateToError(errorPageHref('401', error.message));
  return true;
}

export function useAdminAction(refresh: ActionRefresh) {
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const page = useDraftPage();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActionResult>(null);
  const invalidate = (ok: boolean) => Promise.all(keysToRefresh(refresh, ok).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  async function run(send: () => Promise<unknown>, doneText: string): Promise<void> {
    setBusy(true);
    setResult(null);
    try {
      await send();
      clearPageDrafts(page);
      setResult({ ok: true, text: doneText });
      await invalidate(true);
    } catch (error) {
      if (leftForSignIn(error)) return;
      setResult({ ok: false, text: errorText(error) ?? '' });
      await invalidate(false);
    } finally {
      setBusy(false);
    }
  }
  return { busy, result, run };
}
