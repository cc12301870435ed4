import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { useOnline } from '../../components/offline-banner/offline-banner.tsx';
import * as page from '../../components/page/page.css.ts';
import { formatKoreanMonthDayWeekday } from '../../contract/calendar/format.ts';
import * as css from './diary.css.ts';
import { diaryOutbox } from './offline/diary-outbox.ts';
import type { OutboxItem } from './offline/outbox.ts';
import { dayEntry } from './offline/outbox-items.ts';
import { RichTextView } from './rich-text-view.tsx';
import { outcomeOfItem, type SaveOutcome } from './save-outcome.ts';
import './catalog.ts';

/**
 * The entry after a save the outbox took (decision 0053): its words, and where it stands, read live
 * from the outbox (queued offline, being sent, retried after a server failure). Once the server holds
 * it, the read page of the stored entry takes its place; until then the parent can change it or go on.
 */
export function SavedEntry({ itemId, onEdit }: { itemId: string; onEdit: (item: OutboxItem) => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [item, setItem] = useState<OutboxItem | undefined>(undefined);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const last = useRef<OutboxItem | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    const read = async () => {
      const stored = await diaryOutbox.get(itemId);
      if (!alive) return;
      if (stored) {
        last.current = stored;
        setItem(stored);
      }
      const now = outcomeOfItem(itemId, stored, navigator.onLine, diaryOutbox.sentAs(itemId));
      if (now) return setOutcome(now);
      // Sent by another tab: the day's entry on the server is what it became.
      const gone = last.current;
      const sent = gone ? await dayEntry(queryClient, gone.childId, gone.entryDate).catch(() => null) : null;
      if (alive && sent) setOutcome({ kind: 'sent', diaryId: sent.id });
    };
    void read();
    const off = diaryOutbox.subscribe(() => void read());
    return () => {
      alive = false;
      off();
    };
  }, [itemId, online, queryClient]);
  useEffect(() => {
    if (outcome?.kind === 'sent') void navigate({ to: '/diary/read/$diaryId', params: { diaryId: outcome.diaryId }, replace: true });
  }, [outcome, navigate]);
  if (!item || !outcome) return null;
  const day = formatKoreanMonthDayWeekday(item.entryDate);
  return (
    <section className={css.layout} aria-label={t`Saved entry`}>
      <div className={css.notice} role="status" aria-live="polite">
        <strong>
          {outcome.kind === 'queued' ? <Trans>Saved on this device. It is sent automatically when you are online.</Trans> : null}
          {outcome.kind === 'retrying' ? <Trans>Saved on this device. The server could not take it just now; it is tried again automatically.</Trans> : null}
          {outcome.kind === 'sending' || outcome.kind === 'sent' ? <Trans>Sending the entry…</Trans> : null}
          {outcome.kind === 'refused' ? <Trans>The server did not accept this entry. It is kept on this device with the entries not sent.</Trans> : null}
        </strong>
        <p className={page.muted}>
          {outcome.kind === 'queued' ? <Trans>The entry of {day} is waiting to send.</Trans> : null}
          {outcome.kind === 'retrying' ? <Trans>The entry of {day} is sent as soon as the server answers.</Trans> : null}
          {outcome.kind === 'sending' || outcome.kind === 'sent' ? <Trans>The entry of {day} is on its way.</Trans> : null}
        </p>
      </div>
      <div className={css.meta}>
        <span>{day}</span>
      </div>
      <h2 className={css.entryTitle}>{item.draft.title || t`(No title)`}</h2>
      <RichTextView content={item.draft.content} fallback={item.draft.contentText} />
      {item.images.length > 0 ? <p className={page.muted}>{t`${item.images.length} photos are sent with it.`}</p> : null}
      <div className={css.actions}>
        <Link to="/diary" className={css.link}>
          {t`Go to the diary`}
        </Link>
        {outcome.kind !== 'refused' ? (
          <Button size="sm" tone="secondary" onClick={() => onEdit(item)}>
            {t`Edit the entry`}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
