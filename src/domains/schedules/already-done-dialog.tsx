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
import { alternativeGroups, doneMisses, selectableItems, validateDone, type DoneMiss } from './already-done-state.ts';
import type { ScheduleKind } from './schedule-text.ts';
import * as css from './schedules.css.ts';
import './catalog.ts';

type Props = {
  open: boolean;
  kind: ScheduleKind;
  /** The items whose window has opened and that are not recorded (alreadyDoneCandidates). */
  items: readonly ScheduleItem[];
  title: (item: ScheduleItem) => string;
  /** The vaccine of an item ('로타바이러스 RV1 (로타릭스, 2회)'), for the choice between alternatives. */
  seriesName: (item: ScheduleItem) => string;
  groupName: (item: ScheduleItem) => string;
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

function AlreadyDoneForm({ kind, items, title, seriesName, groupName, birthDateTime, busy, error, onSave, onClose, titleId }: Props & { titleId: string }) {
  const { t } = useLingui();
  const text = useMessageText();
  // Chosen item ids with their dates ('' = not known).
  const [dates, setDates] = useState<ReadonlyMap<number, string>>(new Map());
  const [touched, setTouched] = useState(false);
  const [confirmMisses, setConfirmMisses] = useState(false);
  // Alternatives (rotavirus, JE) are one choice (decision 0080): their doses are offered once the
  // parent says which vaccine was given, and only that one's, so '모두 선택' never ticks both.
  const alternatives = alternativeGroups(items);
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const selectable = selectableItems(items, picked);
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
  const pick = (group: string, series: string) => {
    setPicked((current) => new Map(current).set(group, series));
    // The other vaccine's ticks go with the change of choice.
    setDates((current) => new Map([...current].filter(([id]) => items.find((i) => i.id === id)?.group !== group)));
  };
  const all = selectable.length > 0 && selectable.every((i) => dates.has(i.id));
  const unpicked = [...alternatives.keys()].filter((group) => !picked.has(group));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (body && misses.length > 0) setConfirmMisses(true);
    else if (body) onSave(body);
  };
  const count = dates.size;
  const rowProps = (item: ScheduleItem) => ({
    name: title(item),
    item,
    date: dates.get(item.id),
    issue: touched ? text(issues[item.id]) : null,
    birthDateTime,
    onToggle: () => toggle(item.id),
    onDate: (date: string) => setDate(item.id, date),
  });
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
        <Button tone="ghost" size="sm" onClick={() => setDates(all ? new Map() : new Map(selectable.map((i) => [i.id, dates.get(i.id) ?? ''])))}>
          {all ? <Trans>Clear all</Trans> : <Trans>Select all</Trans>}
        </Button>
        {unpicked.length > 0 ? (
          <p className={css.note}>
            <Trans>Some vaccines come as one of two: choose the one given to tick its doses.</Trans>
          </p>
        ) : null}
        <ul className={css.list}>
          {items.map((item, index) => {
            const options = alternatives.get(item.group);
            if (options) {
              const first = items.findIndex((i) => i.group === item.group) === index;
              const choice = first ? (
                <SeriesChoice
                  key={`choice-${item.group}`}
                  legend={groupName(item)}
                  options={options.map((series) => {
                    const head = items.find((i) => i.group === item.group && i.series === series);
                    return { series, label: head ? seriesName(head) : series };
                  })}
                  picked={picked.get(item.group) ?? null}
                  onPick={(series) => pick(item.group, series)}
                />
              ) : null;
              if (picked.get(item.group) !== item.series) return choice;
              return [choice, <DoneRow key={item.id} {...rowProps(item)} />];
            }
            return <DoneRow key={item.id} {...rowProps(item)} />;
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

type DoneRowProps = {
  item: ScheduleItem;
  name: string;
  /** The date typed ('' = not known), undefined while not ticked. */
  date: string | undefined;
  issue: string | null;
  birthDateTime: string;
  onToggle: () => void;
  onDate: (date: string) => void;
};

/** One item to tick, with its optional date once ticked. */
function DoneRow({ item, name, date, issue, birthDateTime, onToggle, onDate }: DoneRowProps) {
  const { t } = useLingui();
  return (
    <li className={css.doneRow}>
      <label className={fieldCss.check}>
        <input type="checkbox" className={fieldCss.checkbox} checked={date !== undefined} onChange={onToggle} />
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
          onChange={(event) => onDate(event.target.value)}
        />
      ) : null}
      {issue ? (
        <p className={fieldCss.error} role="alert">
          {issue}
        </p>
      ) : null}
    </li>
  );
}

/** Which of two alternative vaccines was given: its doses are offered once one is picked (decision 0080). */
function SeriesChoice(props: { legend: string; options: { series: string; label: string }[]; picked: string | null; onPick: (series: string) => void }) {
  const { t } = useLingui();
  const name = useId();
  const group = props.legend;
  return (
    <li className={css.doneRow}>
      <fieldset className={fieldCss.fieldset}>
        <legend className={fieldCss.legend}>{t`${group}: which vaccine was given?`}</legend>
        {props.options.map((option) => (
          <label key={option.series} className={`${fieldCss.check} ${css.choiceOption}`}>
            <input
              type="radio"
              className={fieldCss.checkbox}
              name={name}
              checked={props.picked === option.series}
              onChange={() => props.onPick(option.series)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
    </li>
  );
}
