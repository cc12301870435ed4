import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { ScheduleItem } from '../../contract/schedules-api.ts';
import type { ScheduleDoneBody } from '../../contract/schedule-done-api.ts';
import { formatKoreanDate, formatKoreanDateRange } from '../../contract/calendar/format.ts';
import { koreaTodayIso } from '../../contract/calendar/today.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { ModalDialog } from '../../components/dialog/modal-dialog.tsx';
import * as dialogCss from '../../components/dialog/dialog.css.ts';
import * as fieldCss from '../../components/field/field.css.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { doneMisses, validateDone, type DoneMiss } from './already-done-state.ts';
import type { ScheduleKind } from './schedule-text.ts';
import * as css from './schedules.css.ts';
import './catalog.ts';

type Props = {
  open: boolean;
  kind: ScheduleKind;
  /** The items whose window has opened and that are not recorded (alreadyDoneCandidates). */
  items: readonly ScheduleItem[];
  title: (item: ScheduleItem) => string;
  birthDateTime: string;
  busy: boolean;
  error: string | null;
  onSave: (body: ScheduleDoneBody) => void;
  onClose: () => void;
};

/** "이미 맞았어요 / 이미 받았어요": several past items marked done in one step, dates optional (decision 0071). */
export function AlreadyDoneDialog(props: Props) {
  const titleId = useId();
  return (
    <ModalDialog open={props.open} labelledBy={titleId} onCancel={() => (props.busy ? undefined : props.onClose())}>
      {props.open ? <AlreadyDoneForm {...props} titleId={titleId} /> : null}
    </ModalDialog>
  );
}

function AlreadyDoneForm({ kind, items, title, birthDateTime, busy, error, onSave, onClose, titleId }: Props & { titleId: string }) {
  const { t } = useLingui();
  const text = useMessageText();
  // Chosen item ids with their dates ('' = not known).
  const [dates, setDates] = useState<ReadonlyMap<number, string>>(new Map());
  const [touched, setTouched] = useState(false);
  const [confirmMisses, setConfirmMisses] = useState(false);
  const chosen = [...dates].map(([id, date]) => ({ id, date }));
  const { issues, body } = validateDone(chosen, birthDateTime);
  // Dates outside their window are saved only once the parent confirms them, as one record is (decision 0071).
  const misses = body ? doneMisses(items, chosen, birthDateTime) : [];
  const toggle = (id: number) =>
    setDates((current) => {
      const next = new Map(current);
      if (next.has(id)) next.delete(id);
      else next.set(id, '');
      return next;
    });
  const setDate = (id: number, date: string) => setDates((current) => new Map(current).set(id, date));
  const all = dates.size === items.length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (body && misses.length > 0) setConfirmMisses(true);
    else if (body) onSave(body);
  };
  const count = dates.size;
  const vaccinations = kind === 'vaccinations';

  return (
    <>
      <h2 id={titleId} className={dialogCss.title}>
        {vaccinations ? <Trans>Vaccinations already given</Trans> : <Trans>Checkups already done</Trans>}
      </h2>
      <p className={css.dialogWindow}>
        <Trans>Choose the ones already done. Add the date if you know it; it can stay empty.</Trans>
      </p>
      <form className={fieldCss.formStack} onSubmit={submit} noValidate>
        <Button tone="ghost" size="sm" onClick={() => setDates(all ? new Map() : new Map(items.map((i) => [i.id, dates.get(i.id) ?? ''])))}>
          {all ? <Trans>Clear all</Trans> : <Trans>Select all</Trans>}
        </Button>
        <ul className={css.list}>
          {items.map((item) => {
            const date = dates.get(item.id);
            const issue = touched ? text(issues[item.id]) : null;
            const name = title(item);
            return (
              <li key={item.id} className={css.doneRow}>
                <label className={fieldCss.check}>
                  <input type="checkbox" className={fieldCss.checkbox} checked={date !== undefined} onChange={() => toggle(item.id)} />
                  <span className={css.doneName}>
                    {name}
                    <span className={css.window}>{formatKoreanDateRange(item.windowStart, item.windowEnd)}</span>
                  </span>
                </label>
                {date !== undefined ? (
                  <input
                    type="date"
                    className={fieldCss.input}
                    aria-label={t`Date of ${name} (optional)`}
                    min={koreaTodayIso(new Date(birthDateTime))}
                    max={koreaTodayIso()}
                    value={date}
                    aria-invalid={issue ? true : undefined}
                    onChange={(event) => setDate(item.id, event.target.value)}
                  />
                ) : null}
                {issue ? (
                  <p className={fieldCss.error} role="alert">
                    {issue}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        <FormAlert message={error} />
        <div className={css.dialogActions}>
          <Button tone="ghost" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" busy={busy} disabled={count === 0}>
            {t`Mark ${count} as done`}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmMisses}
        title={t`Some dates are outside the recommended window`}
        confirmLabel={t`Record anyway`}
        busy={busy}
        onCancel={() => setConfirmMisses(false)}
        onConfirm={() => {
          setConfirmMisses(false);
          if (body) onSave(body);
        }}
      >
        <MissList misses={misses} title={title} />
      </ConfirmDialog>
    </>
  );
}

/** Each dated item outside its window: the date, the side it falls on and the window itself. */
function MissList({ misses, title }: { misses: readonly DoneMiss<ScheduleItem>[]; title: (item: ScheduleItem) => string }) {
  const { t } = useLingui();
  return (
    <>
      <ul className={css.missList}>
        {misses.map(({ item, date, miss }) => {
          const day = formatKoreanDate(date);
          const range = formatKoreanDateRange(item.windowStart, item.windowEnd);
          return (
            <li key={item.id}>
              <strong>{title(item)}</strong>
              <br />
              {miss.side === 'late' ? t`${day}, after the window (${range})` : t`${day}, before the window (${range})`}
            </li>
          );
        })}
      </ul>
      <p>
        <Trans>Record them anyway if these are the days they were done.</Trans>
      </p>
    </>
  );
}
