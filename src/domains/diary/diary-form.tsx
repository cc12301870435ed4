import { startTransition, useEffect, useReducer, useState } from 'react';
import type { ChildSummary } from '../../contract/child.ts';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import { DiaryFormBody } from './diary-form-body.tsx';
import { queuedAsDraft, type FormTarget, type Restored } from './form-target.ts';
import { draftKey, loadDraft, onDraftPlaced, removeDraft } from './offline/drafts.ts';
import type { OutboxItem } from './offline/outbox.ts';
import { SavedEntry } from './saved-entry.tsx';
import { EDITING, inForm, nextOutcome } from './save-outcome.ts';
import './catalog.ts';

/**
 * The diary form and what became of its save (save-outcome.ts, decision 0053): the form while the
 * parent edits, sends or reads a refusal; the entry with its live state once the outbox holds it.
 * Loads the autosaved draft of this entry first, so that the editor starts from it (decision 0021).
 */
export function DiaryForm({
  child,
  target,
  queued: queuedAtOpen,
  onTyping,
}: {
  child: ChildSummary;
  target: FormTarget;
  queued?: OutboxItem;
  onTyping?: (typing: boolean) => void;
}) {
  const key = draftKey(target.kind === 'new' ? { kind: 'new', childId: child.id, date: target.date } : { kind: 'edit', diaryId: target.diary.id });
  const [queued, setQueued] = useState(queuedAtOpen);
  const [outcome, dispatch] = useReducer(nextOutcome, EDITING);
  const [restored, setRestored] = useState<Restored | null | undefined>(undefined);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let alive = true;
    // A draft typed on top of the queued write is newer than it; else the queued write itself is the starting point.
    // As a transition: the form's many fields are drawn in slices while the spinner stays, not in one
    // long task that holds the phone's input (blocking time, decision 0095).
    void loadDraft<Restored['areas']>(key).then((draft) => {
      if (alive) startTransition(() => setRestored(draft ?? (queuedAtOpen ? queuedAsDraft(queuedAtOpen) : null)));
    });
    return () => {
      alive = false;
    };
  }, [key, queuedAtOpen]);
  // A refused write kept as this entry's draft while the page is open: the form starts again from it.
  useEffect(
    () =>
      onDraftPlaced((placed) => {
        if (placed !== key) return;
        void loadDraft<Restored['areas']>(key).then((draft) => {
          setRestored(draft);
          setRound((n) => n + 1);
        });
      }),
    [key],
  );
  if (restored === undefined) return <Spinner />;
  if (outcome.kind === 'queued' || outcome.kind === 'retrying') {
    return (
      <SavedEntry
        itemId={outcome.itemId}
        onEdit={(item) => {
          // The queued write opens in the form again: what is changed there is sent with it (decision 0033).
          setQueued(item);
          setRestored(queuedAsDraft(item));
          setRound((n) => n + 1);
          dispatch({ type: 'edit' });
        }}
      />
    );
  }
  if (!inForm(outcome)) return <Spinner />;
  return (
    <DiaryFormBody
      key={round}
      child={child}
      target={target}
      draftId={key}
      restored={restored}
      queued={queued}
      outcome={outcome}
      dispatch={dispatch}
      onTyping={onTyping}
      onDiscardDraft={() => {
        onTyping?.(false);
        void removeDraft(key);
        setRestored(null);
        setRound((n) => n + 1);
      }}
    />
  );
}
