import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { CareLogBody } from '../../contract/care-logs.ts';
import { Button } from '../../components/button/button.tsx';
import * as dialogCss from '../../components/dialog/dialog.css.ts';
import { ModalDialog } from '../../components/dialog/modal-dialog.tsx';
import { TextField } from '../../components/field/text-field.tsx';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import type { DayLog } from './care-log-day.ts';
import { TAP_LABELS, tapOf } from './care-log-taps.ts';
import { editedBody, editOf, type LogEdit } from './edit-log.ts';
import * as css from './care-logs.css.ts';
import './catalog.ts';

/**
 * Fixing a log (decision 0098): a timer stopped late or a bottle's amount mistyped. The times are of
 * the log's own day; the edit is queued like a tap, so it works offline too.
 */
export function EditLogDialog({ log, onSave, onCancel }: { log: DayLog | null; onSave: (log: DayLog, body: CareLogBody) => void; onCancel: () => void }) {
  const titleId = useId();
  return (
    <ModalDialog open={log !== null} labelledBy={titleId} onCancel={onCancel}>
      {log ? <EditForm key={log.clientId} titleId={titleId} log={log} onSave={(body) => onSave(log, body)} onCancel={onCancel} /> : null}
    </ModalDialog>
  );
}

function EditForm({ titleId, log, onSave, onCancel }: { titleId: string; log: DayLog; onSave: (body: CareLogBody) => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const messageText = useMessageText();
  const [edit, setEdit] = useState<LogEdit>(() => editOf(log));
  const [error, setError] = useState<string | null>(null);
  const change = (part: Partial<LogEdit>) => {
    setEdit((before) => ({ ...before, ...part }));
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = editedBody(log, edit, new Date());
    if (!result.ok) return setError(messageText(result.key));
    onSave(result.body);
  };
  const label = i18n._(TAP_LABELS[tapOf(log)]);
  return (
    <form className={css.stack} onSubmit={submit} noValidate>
      <h2 id={titleId} className={dialogCss.title}>
        {t`Edit ${label}`}
      </h2>
      <TextField
        type="time"
        label={edit.end === null ? t`Time` : t`Started at`}
        value={edit.start}
        required
        onChange={(e) => change({ start: e.target.value })}
      />
      {edit.end !== null ? (
        <TextField
          type="time"
          label={t`Ended at`}
          hint={t`An end before the start is the next day.`}
          value={edit.end}
          required
          onChange={(e) => change({ end: e.target.value })}
        />
      ) : null}
      {edit.amount !== null ? (
        <TextField
          label={t`${label}: how much (ml)`}
          inputMode="numeric"
          value={edit.amount}
          onChange={(e) => change({ amount: e.target.value.replace(/[^\d]/g, '') })}
        />
      ) : null}
      {error ? (
        <p className={css.refused} role="alert">
          {error}
        </p>
      ) : null}
      <div className={dialogCss.actions}>
        <Button tone="ghost" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit">{t`Save`}</Button>
      </div>
    </form>
  );
}
