/**
 * The reason field's draft (decision 0049): what an operator types into an action's reason is kept
 * for the tab (session-drafts.ts) under the page and the action, so that a session lost
 * mid-action, the sign-in and the way back (lib/auth/return-path.ts) find it still typed. An
 * action that went through clears its page's drafts (useAdminAction); the bulk bar's empties its
 * reason, which removes the draft.
 */
import { useLocation } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { readDraft, writeDraft } from './session-drafts.ts';

/** The page a draft belongs to: its path and query (the record, the list's filter). */
export function useDraftPage(): string {
  return useLocation({ select: (location) => location.pathname + location.searchStr });
}

/**
 * Restores the draft into an empty field (on mount, and on another page), then keeps every change.
 * Without a name of its own, an action is told apart by the field's place among the page's reason
 * fields (its forms render in one order on a record), so every form that uses ReasonField keeps
 * its draft.
 */
export function useReasonDraft(input: RefObject<HTMLInputElement | null>, value: string, onChange: (value: string) => void, name: string | undefined): void {
  const page = useDraftPage();
  // Where the draft is kept: the page and action it was restored for. Leaving the page (the 401
  // page of a lost session) keeps it there; only typing writes.
  const key = useRef<{ page: string; action: string } | null>(null);
  // Reads the caller's latest value and setter without restoring on every keystroke.
  const restore = useEffectEvent((draftPage: string) => {
    const fields = [...document.querySelectorAll('input[data-reason-draft]')];
    const action = name ?? `reason-${Math.max(0, fields.indexOf(input.current ?? document.body))}`;
    key.current = { page: draftPage, action };
    const kept = readDraft(draftPage, action);
    if (kept !== null && value === '') onChange(kept);
  });
  useEffect(() => restore(page), [page]);
  useEffect(() => {
    if (key.current !== null) writeDraft(key.current.page, key.current.action, value);
  }, [value]);
}
