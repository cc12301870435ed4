import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { ChildSummary } from '../../contract/child.ts';
import type { Measurement, MeasurementBody } from '../../contract/growth-api.ts';
import type { LmsLookup } from '../../contract/growth/measures.ts';
import { Button } from '../../components/button/button.tsx';
import * as fieldCss from '../../components/field/field.css.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { TextField } from '../../components/field/text-field.tsx';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import { koreaTodayIso } from '../../contract/calendar/today.ts';
import { useGrowthMessage } from './growth-messages.ts';
import * as css from './growth.css.ts';
import {
  emptyMeasurement,
  koreaBirthDate,
  validateMeasurement,
  valuesOf,
  type MeasurementField,
  type MeasurementFormValues,
} from './measurement-form-state.ts';
import './catalog.ts';

type Props = {
  child: ChildSummary & { birthDateTime: string };
  measurements: readonly Measurement[];
  /** The measurement being edited, or null to add one. */
  editing: Measurement | null;
  lookup: LmsLookup | null;
  busy: boolean;
  error: string | null;
  onSubmit: (body: MeasurementBody) => Promise<unknown>;
  onCancelEdit: () => void;
  onEditExisting: (m: Measurement) => void;
  /** The id of the heading that names the form. */
  labelledBy: string;
};

/** Record or edit a measurement: date (today in Korea by default), height cm, weight kg, head cm. */
export function MeasurementForm({ child, measurements, editing, lookup, busy, error, onSubmit, onCancelEdit, onEditExisting, labelledBy }: Props) {
  const { t } = useLingui();
  const message = useGrowthMessage();
  const today = koreaTodayIso();
  const [values, setValues] = useState<MeasurementFormValues>(editing ? valuesOf(editing) : emptyMeasurement(today));
  const [touched, setTouched] = useState<ReadonlySet<MeasurementField | 'form'>>(new Set());
  const [saved, setSaved] = useState(false);
  const takenDates = new Set(measurements.filter((m) => m.id !== editing?.id).map((m) => m.date));
  const { issues, body } = validateMeasurement(values, { sex: child.sex, birthDateTime: child.birthDateTime, today, takenDates, lookup });
  const show = (field: MeasurementField | 'form') => (touched.has(field) ? message(issues[field]) : null);
  const touch = (field: MeasurementField) => () => setTouched((current) => new Set(current).add(field));
  const set = (field: MeasurementField) => (value: string) => {
    setSaved(false);
    setValues((current) => ({ ...current, [field]: value }));
  };
  const sameDay = issues.date === 'AlreadyMeasuredOnDateException' ? measurements.find((m) => m.date === values.date && m.id !== editing?.id) : undefined;
  const date = sameDay ? formatKoreanDate(sameDay.date) : '';
  const numberField = (field: 'heightCm' | 'weightKg' | 'headCm', label: ReactNode, unit: string, placeholder: string) => (
    <TextField
      label={label}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      value={values[field]}
      onChange={(event) => set(field)(event.target.value)}
      onBlur={touch(field)}
      error={show(field)}
      action={
        <span className={css.unit} aria-hidden="true">
          {unit}
        </span>
      }
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(['date', 'heightCm', 'weightKg', 'headCm', 'form']));
    if (!body) return;
    try {
      await onSubmit(body);
    } catch {
      return; // the error prop shows the localized message
    }
    if (!editing) {
      setValues(emptyMeasurement(today));
      setTouched(new Set());
      setSaved(true);
    }
  };

  return (
    <form className={fieldCss.formStack} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <TextField
        label={t`Date measured`}
        type="date"
        min={koreaBirthDate(child.birthDateTime)}
        max={today}
        value={values.date}
        onChange={(event) => set('date')(event.target.value)}
        onBlur={touch('date')}
        error={show('date')}
        hint={sameDay && !touched.has('date') ? message(issues.date) : undefined}
      />
      {sameDay ? (
        <div>
          <Button tone="secondary" size="sm" onClick={() => onEditExisting(sameDay)}>
            <Trans>Edit the measurement of {date}</Trans>
          </Button>
        </div>
      ) : null}
      <div className={css.fieldsGrid}>
        {numberField('heightCm', t`Height (cm)`, 'cm', t`e.g. 75.5`)}
        {numberField('weightKg', t`Weight (kg)`, 'kg', t`e.g. 9.2`)}
        {numberField('headCm', t`Head circumference (cm)`, 'cm', t`e.g. 45.0`)}
      </div>
      <p className={fieldCss.hint}>
        <Trans>Enter at least one value. Units are fixed: height and head circumference in cm, weight in kg.</Trans>
      </p>
      {show('form') ? (
        <p className={fieldCss.error} role="alert">
          {show('form')}
        </p>
      ) : null}
      <FormAlert message={error} />
      {saved ? (
        <p className={fieldCss.success} role="status">
          <Trans>Saved.</Trans>
        </p>
      ) : null}
      <div className={css.formActions}>
        <Button type="submit" busy={busy} className={css.grow}>
          {editing ? <Trans>Save changes</Trans> : <Trans>Record</Trans>}
        </Button>
        {editing ? (
          <Button tone="ghost" onClick={onCancelEdit} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
