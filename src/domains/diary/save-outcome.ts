/**
 * What became of a diary save (decision 0053), one small state machine that the form, the page after
 * a save and the lists all read, so that each says the same true thing:
 *
 * - editing: the form is open, nothing on its way;
 * - sending: the entry (then each photo) is on its way, or the outbox is sending it now;
 * - sent: the server holds it (the entry's id);
 * - queued: kept on this device while offline; the outbox sends it when the connection returns;
 * - retrying: online, but the server failed (5xx) or did not answer; the outbox tries again by itself;
 * - refused: the server said no; the words stay (in the form, or with the refused writes, decision 0033).
 */
import type { OutboxItem } from './offline/outbox.ts';

export type SaveStep = { kind: 'entry' } | { kind: 'image'; index: number; total: number };

export type SaveOutcome =
  | { kind: 'editing' }
  | { kind: 'sending'; step: SaveStep | null }
  | { kind: 'sent'; diaryId: number }
  | { kind: 'queued'; itemId: string }
  | { kind: 'retrying'; itemId: string }
  | { kind: 'refused'; error: unknown };

export type SaveEvent =
  | { type: 'submit' }
  | { type: 'step'; step: SaveStep }
  | { type: 'sent'; diaryId: number }
  /** The outbox took the write (a network failure or 5xx): where it stands is then the item's, below. */
  | { type: 'kept'; itemId: string; online: boolean }
  | { type: 'refused'; error: unknown }
  /** Back to the form (to change a queued write, or after a refusal). */
  | { type: 'edit' };

export const EDITING: SaveOutcome = { kind: 'editing' };

export function nextOutcome(state: SaveOutcome, event: SaveEvent): SaveOutcome {
  switch (event.type) {
    case 'submit':
      return state.kind === 'sending' ? state : { kind: 'sending', step: { kind: 'entry' } };
    case 'step':
      return state.kind === 'sending' ? { kind: 'sending', step: event.step } : state;
    case 'sent':
      return { kind: 'sent', diaryId: event.diaryId };
    case 'kept':
      return event.online ? { kind: 'retrying', itemId: event.itemId } : { kind: 'queued', itemId: event.itemId };
    case 'refused':
      return { kind: 'refused', error: event.error };
    case 'edit':
      return EDITING;
  }
}

/** The form is open (nothing on its way, or a refusal shown in it with the words kept). */
export const inForm = (state: SaveOutcome): boolean => state.kind === 'editing' || state.kind === 'sending' || state.kind === 'refused';

/**
 * Where a write the outbox holds stands now: `sentAs` is the entry it became once the server took
 * it. Offline it is queued; online it is being sent, or retried after a failure (decision 0053).
 */
export function outcomeOfItem(itemId: string, item: OutboxItem | undefined, online: boolean, sentAs: { id: number } | undefined): SaveOutcome | null {
  if (!item) return sentAs ? { kind: 'sent', diaryId: sentAs.id } : null;
  if (item.status === 'rejected') return { kind: 'refused', error: item.reason };
  if (!online) return { kind: 'queued', itemId };
  return item.failedAt ? { kind: 'retrying', itemId } : { kind: 'sending', step: null };
}
