import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { type ScheduleItem, type ScheduleRecordBody, SCHEDULE_MEMO_MAX } from '../../contract/schedules-api.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { ModalDialog } from '../../components/dialog/modal-dialog.tsx';
import * as dialogCss from '../../components/dialog/dialog.css.ts';
import * as fieldCss from '../../components/field/field.css.ts';
import { FieldFooter, footerDescribedBy } from '../../components/field/field-footer.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { TextField } from '../../components/field/text-field.tsx';
import { formatKoreanDate, formatKoreanDateRange } from '../../contract/calendar/format.ts';
import { koreaTodayIso } from '../../contract/calendar/today.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { validateRecord } from './record-form-state.ts';
import { windowMiss, type WindowMiss } from './record-window.ts';
import { useScheduleText, type ScheduleKind } from './schedule-text.ts';
import * as css from './schedules.css.ts';
import './catalog.ts';

type Props = {
  item: ScheduleItem | null;
  title: string;
  /**
   * The other vaccine of the item's group when that one is recorded (the item is skipped): a child
   * gets only one of the two (decision 0080), so the dialog explains instead of recording.
   */
  chosenInstead: string | null;
  kind: ScheduleKind;
  birthDateTime: string;
  busy: boolean;
  error: string | null;
  onSave: (body: ScheduleRecordBody) => void;
  onClose: () => void;
};

/** Record or edit the date and memo of one item; clearing a recorded date asks first. */
export function RecordDialog(props: Props) {
  const { item, busy, onClose } = props;
  const titleId = useId();
  return (
    <ModalDialog open={item !== null} labelledBy={titleId} onCancel={() => (busy ? undefined : onClose())}>
      {/* Keyed by item: a fresh form each time the dialog opens on an item. */}
      {item && props.chosenInstead !== null ? <OtherChosen title={props.title} chosen={props.chosenInstead} titleId={titleId} onClose={onClose} /> : null}
      {item && props.chosenInstead === null ? <RecordForm key={item.id} {...props} item={item} titleId={titleId} /> : null}
    </ModalDialog>
  );
}

function RecordForm({ item, title, kind, birthDateTime, busy, error, onSave, onClose, titleId }: Props & { item: ScheduleItem; titleId: string }) {
  const { t } = useLingui();
  const text = useMessageText();
  const memoId = useId();
  const [date, setDate] = useState(item.date ?? koreaTodayIso());
  const [memo, setMemo] = useState(item.memo ?? '');
  const [touched, setTouched] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const [confirmMiss, setConfirmMiss] = useState(false);
  const scheduleText = useScheduleText();

  const { issues, body } = validateRecord({ date, memo }, birthDateTime);
  // A date outside the recommended window is saved only once the parent confirms it (decision 0071).
  const miss = body?.date ? windowMiss(item, body.date, birthDateTime) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (body && miss) setConfirmMiss(true);
    else if (body) onSave(body);
  };
  const show = (key: 'date' | 'memo') => (touched ? text(issues[key]) : null);
  const dateLabel = kind === 'vaccinations' ? t`Vaccination date` : t`Checkup date`;
  const range = formatKoreanDateRange(item.windowStart, item.windowEnd);

  return (
    <>
      <h2 id={titleId} className={dialogCss.title}>
        {title}
      </h2>
      <p className={css.dialogWindow}>{t`Recommended: ${range}`}</p>
      <form className={fieldCss.formStack} onSubmit={submit} noValidate>
        <TextField
          label={dateLabel}
          type="date"
          min={koreaTodayIso(new Date(birthDateTime))}
          max={koreaTodayIso()}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={show('date')}
          required
        />
        <div className={fieldCss.field}>
          <label className={fieldCss.label} htmlFor={memoId}>
            <Trans>Memo (optional)</Trans>
          </label>
          <textarea
            id={memoId}
            className={css.textarea}
            value={memo}
            maxLength={SCHEDULE_MEMO_MAX}
            placeholder={kind === 'vaccinations' ? t`Clinic, vaccine product, reactions…` : t`Clinic, results, advice…`}
            aria-invalid={show('memo') ? true : undefined}
            aria-describedby={footerDescribedBy(memoId, show('memo'))}
            onChange={(event) => setMemo(event.target.value)}
          />
          <FieldFooter id={memoId} error={show('memo')} length={memo.length} max={SCHEDULE_MEMO_MAX} />
        </div>
        <FormAlert message={error} />
        <div className={css.dialogActions}>
          {item.date || item.undated ? (
            <Button tone="ghost" className={css.clear} onClick={() => setConfirmClear(true)} disabled={busy}>
              <Trans>Clear record</Trans>
            </Button>
          ) : null}
          <Button tone="ghost" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" busy={busy}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmClear}
        title={t`Clear this record?`}
        confirmLabel={t`Clear`}
        danger
        busy={busy}
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          setConfirmClear(false);
          onSave({ date: null, memo: null });
        }}
      >
        <Trans>The date and memo will be removed.</Trans>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmMiss}
        title={miss?.side === 'late' ? t`This date is after the recommended window` : t`This date is before the recommended window`}
        confirmLabel={t`Record anyway`}
        busy={busy}
        onCancel={() => setConfirmMiss(false)}
        onConfirm={() => {
          setConfirmMiss(false);
          if (body) onSave(body);
        }}
      >
        {miss ? <MissText miss={miss} window={scheduleText.ageRange(item.key)} range={range} date={formatKoreanDate(date)} /> : null}
      </ConfirmDialog>
    </>
  );
}

/** Why the date is outside: the window as ages and dates, and the child's age on the date chosen. */
function MissText({ miss, window, range, date }: { miss: WindowMiss; window: string | null; range: string; date: string }) {
  const { t } = useLingui();
  const { months, days } = miss.age;
  const age = months > 0 ? t`${months} months ${days} days` : t`${days} days`;
  const recommended = window ? `${window} (${range})` : range;
  return (
    <>
      <p>{t`Recommended: ${recommended}`}</p>
      <p>{t`Age on ${date}: ${age}`}</p>
      <p>
        {miss.side === 'late' ? (
          <Trans>Record it anyway if this is the day it was done.</Trans>
        ) : (
          <Trans>Check the date: the window has not opened yet on that day.</Trans>
        )}
      </p>
    </>
  );
}

/** An alternative whose other vaccine is recorded: why it is not recorded here, and how to change the choice. */
function OtherChosen({ title, chosen, titleId, onClose }: { title: string; chosen: string; titleId: string; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <>
      <h2 id={titleId} className={dialogCss.title}>
        {title}
      </h2>
      <p className={css.dialogWindow}>{t`${chosen} is recorded. A child gets only one of the two vaccines, so this one is not needed.`}</p>
      <p className={css.dialogWindow}>{t`If this is the vaccine that was given, clear the records of ${chosen} first, then record this one.`}</p>
      <div className={css.dialogActions}>
        <Button onClick={onClose}>
          <Trans>OK</Trans>
        </Button>
      </div>
    </>
  );
}
