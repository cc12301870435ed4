/**
 * The back office's action runner (decision 0041): an audited change sends, says what happened,
 * then refreshes the domain's lists and the record's change history, so every action form reads
 * the same and refreshes the same way.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { keysToRefresh, type ActionRefresh, type ActionResult } from './action-refresh.ts';

export type { ActionRefresh, ActionResult };

/**
 * One action: `run(send, doneText)` sets busy, sends, shows `doneText` or the server's error in
 * Korean, and invalidates the keys of `refresh`. It never throws, so a form's `.then` runs after.
 */
export function useAdminAction(refresh: ActionRefresh) {
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActionResult>(null);
  const invalidate = (ok: boolean) => Promise.all(keysToRefresh(refresh, ok).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  async function run(send: () => Promise<unknown>, doneText: string): Promise<void> {
    setBusy(true);
    setResult(null);
    try {
      await send();
      setResult({ ok: true, text: doneText });
      await invalidate(true);
    } catch (error) {
      setResult({ ok: false, text: errorText(error) ?? '' });
      await invalidate(false);
    } finally {
      setBusy(false);
    }
  }
  return { busy, result, run };
}
