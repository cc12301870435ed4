import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { ChildDetails, ChildEdit } from '../../contract/child.ts';
import { Button } from '../../components/button/button.tsx';
import * as fieldCss from '../../components/field/field.css.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { TextField } from '../../components/field/text-field.tsx';
import { koreaTodayIso } from '../../contract/calendar/today.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { useErrorText, useMessageText } from '../../lib/i18n/use-error-text.ts';
import { EMPTY_CHILD, serverFieldOf, validateChild, validateChildEdit, type ChildFormValues, type ChildIssues } from './child-form-state.ts';
import { RadioGroup } from './radio-group.tsx';
import './catalog.ts';

/** `error`: the save's failure; one that belongs to a field shows under it, any other above the buttons. */
type Common = { busy: boolean; error: unknown };
type Props =
  | (Common & { mode?: 'add'; onSubmit: (body: ChildDetails) => void })
  | (Common & { mode: 'edit'; initial: ChildFormValues; stored: { born: boolean; version: number }; onSubmit: (body: ChildEdit) => void });

/**
 * Add a child (nickname, sex, born or expecting, birth date/time and measures, or due date), or edit
 * one: prefilled; a born child cannot be set back to unborn (the option is disabled and says why);
 * marking born asks for the birth date and time and takes the birth measures. After birth, height
 * and weight are growth records, not edited here.
 */
export function ChildForm(props: Props) {
  const { t } = useLingui();
  const text = useMessageText();
  const errorText = useErrorText();
  const edit = props.mode === 'edit' ? props : null;
  const [values, setValues] = useState<ChildFormValues>(edit ? edit.initial : EMPTY_CHILD);
  const [touched, setTouched] = useState(false);
  const checked = edit ? validateChildEdit(values, edit.stored) : validateChild(values);
  const issues: ChildIssues = checked.issues;
  const serverKey = isApiError(props.error) ? props.error.message : null;
  const serverField = serverKey ? serverFieldOf(serverKey) : null;
  const show = (key: keyof ChildIssues) => (touched ? text(issues[key]) : null) ?? (key === serverField ? text(serverKey ?? undefined) : null);
  const set = (key: keyof ChildFormValues) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const today = koreaTodayIso();
  const wasBorn = edit?.stored.born ?? false;
  const markingBorn = edit !== null && !wasBorn && values.born === 'yes';
  const askMeasures = edit === null || markingBorn;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (props.mode === 'edit') {
      const result = validateChildEdit(values, props.stored);
      if (result.body) props.onSubmit(result.body);
    } else {
      const result = validateChild(values);
      if (result.body) props.onSubmit(result.body);
    }
  };
  return (
    <form className={fieldCss.formStack} onSubmit={submit} noValidate aria-label={edit ? t`Edit child` : t`Add a child`}>
      <TextField
        label={t`Name or prenatal nickname`}
        value={values.nickname}
        onChange={(event) => set('nickname')(event.target.value)}
        error={show('nickname')}
        hint={t`1-12 Korean letters`}
      />
      <RadioGroup
        legend={t`Sex`}
        name="sex"
        value={values.sex}
        options={[
          { value: 'MALE', label: t`Boy` },
          { value: 'FEMALE', label: t`Girl` },
          // Only before birth (decision 0071); a born child is a boy or a girl (SPEC §3).
          ...(values.born === 'yes' ? [] : [{ value: 'UNKNOWN' as const, label: t`Not known yet` }]),
        ]}
        onChange={set('sex')}
        error={show('sex')}
      />
      <RadioGroup
        legend={t`Has your child been born?`}
        name="born"
        value={values.born}
        options={[
          { value: 'yes', label: t`Yes, born` },
          { value: 'no', label: t`Not yet (expecting)`, disabled: wasBorn },
        ]}
        onChange={set('born')}
        error={show('born')}
        hint={wasBorn ? t`A born child cannot be changed back to unborn.` : markingBorn ? t`Congratulations! Enter the date and time of birth.` : undefined}
      />
      {values.born === 'yes' ? (
        <>
          <TextField
            label={t`Birth date`}
            type="date"
            max={today}
            required={markingBorn}
            value={values.birthDate}
            onChange={(event) => set('birthDate')(event.target.value)}
            error={show('birthDate')}
          />
          <TextField
            label={markingBorn ? t`Birth time` : t`Birth time (optional)`}
            type="time"
            required={markingBorn}
            value={values.birthTime}
            onChange={(event) => set('birthTime')(event.target.value)}
            error={show('birthTime')}
          />
          {askMeasures ? (
            <>
              <TextField
                label={t`Height (cm, optional)`}
                type="number"
                inputMode="decimal"
                step="0.1"
                min={20}
                max={200}
                value={values.height}
                onChange={(event) => set('height')(event.target.value)}
                error={show('height')}
              />
              <TextField
                label={t`Weight (kg, optional)`}
                type="number"
                inputMode="decimal"
                step="0.01"
                min={0.3}
                max={100}
                value={values.weight}
                onChange={(event) => set('weight')(event.target.value)}
                error={show('weight')}
              />
            </>
          ) : null}
        </>
      ) : null}
      {values.born === 'no' ? (
        <TextField
          label={t`Due date`}
          type="date"
          min={edit ? undefined : today}
          value={values.dueDate}
          onChange={(event) => set('dueDate')(event.target.value)}
          error={show('dueDate')}
        />
      ) : null}
      <FormAlert message={serverField ? null : errorText(props.error)} />
      <Button type="submit" block busy={props.busy}>
        {edit ? <Trans>Save changes</Trans> : <Trans>Register child</Trans>}
      </Button>
    </form>
  );
}
