import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { koreaLocalParts } from '../../contract/calendar/today.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import * as page from '../../components/page/page.css.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import type { CareLogBody } from '../../contract/care-logs.ts';
import type { DayLog } from './care-log-day.ts';
import { EditLogDialog } from './edit-log-dialog.tsx';
import { TAP_LABELS, tapOf } from './care-log-taps.ts';
import { durationText } from './care-log-words.ts';
import * as css from './care-logs.css.ts';
import './catalog.ts';

type Props = {
  logs: readonly DayLog[];
  me: number | null;
  onEdit: (log: DayLog, body: CareLogBody) => void;
  onRemove: (log: DayLog) => void;
  onDiscard: (log: DayLog) => void;
};

/** The day's logs in time order, each with who wrote it, its state on this phone, a fix and a confirmed removal. */
export function DayLogList({ logs, me, onEdit, onRemove, onDiscard }: Props) {
  const { t, i18n } = useLingui();
  const messageText = useMessageText();
  const [removing, setRemoving] = useState<DayLog | null>(null);
  const [editing, setEditing] = useState<DayLog | null>(null);
  const labelOf = (log: DayLog) => i18n._(TAP_LABELS[tapOf(log)]);
  const detailOf = (log: DayLog): string | null => {
    if (log.amountMl !== null) return `${log.amountMl}ml`;
    if (log.endedAt) return durationText(i18n, Math.round((Date.parse(log.endedAt) - Date.parse(log.startedAt)) / 60_000));
    return null;
  };
  const byline = (log: DayLog): string | null => {
    if (log.authorId === me || log.authorId === null) return log.authorId === null ? t`Written by a member who has left` : null;
    const author = log.authorNickname;
    return author ? t`By ${author}` : t`Written by a member who has left`;
  };
  if (logs.length === 0) return <p className={page.muted}>{t`Nothing recorded on this day yet.`}</p>;
  return (
    <>
      <ul className={page.list} aria-label={t`Records of the day`}>
        {logs.map((log) => {
          const label = labelOf(log);
          const detail = detailOf(log);
          const by = byline(log);
          return (
            <li key={log.clientId} className={css.row}>
              <span className={css.time}>{koreaLocalParts(log.startedAt).time}</span>
              <span className={css.what}>
                <strong>{detail ? `${label} · ${detail}` : label}</strong>
                {by ? <span className={page.muted}>{by}</span> : null}
                {log.state === 'waiting' ? <span className={page.muted}>{t`Saved on this phone; it will be sent when online`}</span> : null}
                {log.state === 'refused' ? <span className={css.refused}>{t`Not saved: ${messageText(log.reason) ?? ''}`}</span> : null}
              </span>
              {log.state === 'refused' ? (
                <Button tone="ghost" size="sm" onClick={() => onDiscard(log)} aria-label={t`Discard ${label}`}>
                  {t`Discard`}
                </Button>
              ) : (
                <span className={css.rowActions}>
                  <Button tone="ghost" size="sm" onClick={() => setEditing(log)} aria-label={t`Edit ${label} at ${koreaLocalParts(log.startedAt).time}`}>
                    {t`Edit`}
                  </Button>
                  <Button tone="ghost" size="sm" onClick={() => setRemoving(log)} aria-label={t`Delete ${label} at ${koreaLocalParts(log.startedAt).time}`}>
                    {t`Delete`}
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <EditLogDialog
        log={editing}
        onCancel={() => setEditing(null)}
        onSave={(log, body) => {
          onEdit(log, body);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t`Delete this record?`}
        confirmLabel={t`Delete`}
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) onRemove(removing);
          setRemoving(null);
        }}
      >
        {removing ? `${koreaLocalParts(removing.startedAt).time} ${labelOf(removing)}` : null}
      </ConfirmDialog>
    </>
  );
}
