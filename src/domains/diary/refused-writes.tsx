import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { formatKoreanMonthDayWeekday } from '../../contract/calendar/format.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { diaryOutbox } from './offline/diary-outbox.ts';
import type { OutboxItem } from './offline/outbox.ts';
import * as css from './diary.css.ts';
import { holdsText } from './search-rows.ts';
import { dayEntry, fixOutboxItem, mergeOutboxItem, useOutboxItems } from './offline/outbox-items.ts';
import './catalog.ts';

/**
 * Queued writes the server refused (decision 0033, SPEC §8 reasons): each stays on screen with its
 * reason until the parent merges it into the day's entry, keeps it as a draft of that day, or
 * discards it after a confirmation. Never dropped silently. `date` narrows it to one day's page,
 * `month` to the month list's month, `q` to the writes holding a searched word (the search, decision 0086).
 */
export function RefusedWrites({ childId, date, month, q }: { childId: number; date?: string; month?: string; q?: string }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refused = useOutboxItems(childId).filter(
    (item) =>
      item.status === 'rejected' &&
      (date === undefined || item.entryDate === date) &&
      (month === undefined || item.entryDate.startsWith(month)) &&
      (q === undefined || holdsText(item.draft, q)),
  );
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ id: string; error: unknown } | null>(null);
  const titleId = useId();
  if (refused.length === 0) return null;

  const act = async (item: OutboxItem, action: () => Promise<void>) => {
    setBusy(item.id);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure({ id: item.id, error });
    } finally {
      setBusy(null);
    }
  };
  const merge = (item: OutboxItem) =>
    act(item, async () => {
      await mergeOutboxItem(queryClient, item);
    });
  const keep = (item: OutboxItem) =>
    act(item, async () => {
      const existing = await dayEntry(queryClient, item.childId, item.entryDate).catch(() => null);
      await fixOutboxItem(item, existing);
      if (existing) await navigate({ to: '/diary/write/$diaryId', params: { diaryId: existing.id } });
      else await navigate({ to: '/diary/write', search: { date: item.entryDate } });
    });

  return (
    <section className={css.notice} aria-labelledby={titleId}>
      <strong id={titleId}>
        <Trans>Entries the server did not accept</Trans>
      </strong>
      <ul className={css.list} aria-label={t`Entries not sent`}>
        {refused.map((item) => (
          <li key={item.id} className={css.notice}>
            <span>
              <strong>{formatKoreanMonthDayWeekday(item.entryDate)}</strong> · {item.draft.title || item.draft.contentText.slice(0, 30) || t`(No title)`}
            </span>
            <span
              className={css.summaryTerm}
            >{t`Not sent: ${errorText(new ApiError({ code: '400', message: item.reason ?? 'UnknownErrorOccurred' })) ?? item.reason}`}</span>
            <FormAlert message={failure?.id === item.id ? errorText(failure.error) : null} />
            <div className={css.actions}>
              <Button size="sm" busy={busy === item.id} disabled={busy !== null} onClick={() => void merge(item)}>
                {t`Add to the day's entry`}
              </Button>
              <Button size="sm" tone="secondary" disabled={busy !== null} onClick={() => void keep(item)}>
                {t`Keep as a draft`}
              </Button>
              <Button size="sm" tone="secondary" disabled={busy !== null} onClick={() => setDiscarding(item)}>
                {t`Discard`}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={discarding !== null}
        title={t`Discard this entry?`}
        confirmLabel={t`Discard`}
        danger
        onConfirm={() => {
          if (discarding) void diaryOutbox.discard(discarding.id);
          setDiscarding(null);
        }}
        onCancel={() => setDiscarding(null)}
      >
        <Trans>The server did not accept it, and what was written is deleted from this device.</Trans>
      </ConfirmDialog>
    </section>
  );
}
