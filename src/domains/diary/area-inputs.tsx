import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { MEAL_AMOUNTS, MOODS, SYMPTOMS, type DiaryArea } from '../../contract/diary.ts';
import { TextField } from '../../components/field/text-field.tsx';
import * as fieldCss from '../../components/field/field.css.ts';
import { areaFilled, FIELD_RULES, NOTE_MAX, type AreaForm, type AreaIssues, type NumberField } from './area-form.ts';
import * as css from './diary.css.ts';
import { MOOD_FACES } from '../../components/care-area/care-area-summary.ts';
import { useDiaryLabels } from './labels.ts';
import './catalog.ts';

type Props = {
  form: AreaForm;
  onChange: (form: AreaForm) => void;
  issues: AreaIssues;
  /** SPEC §4: the child meal area only for a child over 6 months. */
  eatsMeals: boolean;
};

/** The seven care areas (SPEC §5), each collapsible and optional. */
export function AreaInputs({ form, onChange, issues, eatsMeals }: Props) {
  const { t } = useLingui();
  const labels = useDiaryLabels();
  const set = <A extends DiaryArea>(area: A, patch: Partial<AreaForm[A]>) => onChange({ ...form, [area]: { ...form[area], ...patch } });
  const number = <A extends DiaryArea>(area: A, key: keyof AreaForm[A] & string, label: string, unit: string) => {
    const field = `${area}.${key}` as NumberField;
    const rule = FIELD_RULES[field];
    return (
      <div className={css.grow}>
        <TextField
          label={`${label} (${unit})`}
          type="number"
          inputMode={rule.step === 1 ? 'numeric' : 'decimal'}
          min={rule.min}
          max={rule.max}
          step={rule.step}
          value={String(form[area][key])}
          onChange={(event) => set(area, { [key]: event.target.value } as Partial<AreaForm[A]>)}
          error={labels.issue(issues[field])}
        />
      </div>
    );
  };
  const note = (area: DiaryArea) => (
    <TextField
      label={t`Note`}
      maxLength={NOTE_MAX}
      value={form[area].note}
      onChange={(event) => set(area, { note: event.target.value })}
      error={labels.issue(issues[`${area}.note`])}
      placeholder={t`Optional`}
    />
  );
  const open = (area: DiaryArea) => areaFilled(form, area) || Object.keys(issues).some((key) => key.startsWith(`${area}.`));

  return (
    <div className={css.areas} role="group" aria-label={t`Care areas`}>
      <Area area="water" title={labels.area.water} filled={areaFilled(form, 'water')} open={open('water')}>
        <div className={css.row}>{number('water', 'ml', t`Amount`, 'ml')}</div>
        {note('water')}
      </Area>
      <Area area="sleep" title={labels.area.sleep} filled={areaFilled(form, 'sleep')} open={open('sleep')}>
        <div className={css.row}>
          {number('sleep', 'hours', t`Hours slept`, t`h`)}
          {number('sleep', 'naps', t`Naps`, t`times`)}
        </div>
        {note('sleep')}
      </Area>
      {eatsMeals ? (
        <Area area="childMeal" title={labels.area.childMeal} filled={areaFilled(form, 'childMeal')} open={open('childMeal')}>
          <div className={css.row}>{number('childMeal', 'times', t`Meals`, t`times`)}</div>
          <Chips
            legend={t`How much`}
            error={labels.issue(issues['childMeal.amount'])}
            options={MEAL_AMOUNTS.map((value) => ({ value, label: labels.amount[value] }))}
            selected={form.childMeal.amount ? [form.childMeal.amount] : []}
            onToggle={(value) => set('childMeal', { amount: form.childMeal.amount === value ? '' : value })}
          />
          {note('childMeal')}
        </Area>
      ) : null}
      <Area area="parentMeal" title={labels.area.parentMeal} filled={areaFilled(form, 'parentMeal')} open={open('parentMeal')}>
        <div className={css.row}>{number('parentMeal', 'times', t`Meals`, t`times`)}</div>
        {note('parentMeal')}
      </Area>
      <Area area="illness" title={labels.area.illness} filled={areaFilled(form, 'illness')} open={open('illness')}>
        <Chips
          legend={t`Symptoms`}
          multiple
          options={SYMPTOMS.map((value) => ({ value, label: labels.symptom[value] }))}
          selected={form.illness.symptoms}
          onToggle={(value) =>
            set('illness', {
              symptoms: form.illness.symptoms.includes(value) ? form.illness.symptoms.filter((s) => s !== value) : [...form.illness.symptoms, value],
            })
          }
        />
        <div className={css.row}>{number('illness', 'temperature', t`Temperature`, '℃')}</div>
        {note('illness')}
      </Area>
      <Area area="mood" title={labels.area.mood} filled={areaFilled(form, 'mood')} open={open('mood')}>
        <Chips
          legend={t`Today's mood`}
          error={labels.issue(issues['mood.mood'])}
          options={MOODS.map((value) => ({ value, label: labels.mood[value], face: MOOD_FACES[value] }))}
          selected={form.mood.mood ? [form.mood.mood] : []}
          onToggle={(value) => set('mood', { mood: form.mood.mood === value ? '' : value })}
        />
        {note('mood')}
      </Area>
      <Area area="breastfeeding" title={labels.area.breastfeeding} filled={areaFilled(form, 'breastfeeding')} open={open('breastfeeding')}>
        <div className={css.row}>
          {number('breastfeeding', 'times', t`Feeds`, t`times`)}
          {number('breastfeeding', 'minutes', t`Total time`, t`min`)}
          {number('breastfeeding', 'formulaMl', t`Formula`, 'ml')}
        </div>
        {note('breastfeeding')}
      </Area>
    </div>
  );
}

function Area({ area, title, filled, open, children }: { area: DiaryArea; title: string; filled: boolean; open: boolean; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <details className={css.area} open={open || undefined} data-area={area}>
      <summary className={css.areaSummary}>
        {title}
        <span className={`${css.areaState} ${filled ? css.areaStateOn : ''}`}>{filled ? t`Recorded` : t`Not recorded`}</span>
      </summary>
      <div className={css.areaBody}>{children}</div>
    </details>
  );
}

type Option<T extends string> = { value: T; label: string; face?: string };

function Chips<T extends string>({
  legend,
  options,
  selected,
  onToggle,
  multiple = false,
  error,
}: {
  legend: string;
  options: Option<T>[];
  selected: readonly T[];
  onToggle: (value: T) => void;
  multiple?: boolean;
  error?: string | null;
}) {
  const name = useId();
  return (
    <fieldset className={fieldCss.fieldset} aria-invalid={error ? true : undefined}>
      <legend className={fieldCss.legend}>{legend}</legend>
      <div className={css.chips}>
        {options.map((option) => (
          <label key={option.value} className={css.chip}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              className={css.chipInput}
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={() => {
                if (multiple || !selected.includes(option.value)) onToggle(option.value);
              }}
              onClick={() => {
                if (!multiple && selected.includes(option.value)) onToggle(option.value);
              }}
            />
            {option.face ? (
              <span className={css.face} aria-hidden="true">
                {option.face}
              </span>
            ) : null}
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p className={fieldCss.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
