import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { ChildDetails } from '../../contract/child.ts';
import { Button } from '../../components/button/button.tsx';
import * as fieldCss from '../../components/field/field.css.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { TextField } from '../../components/field/text-field.tsx';
import { koreaTodayIso } from '../../lib/i18n/dates.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { EMPTY_CHILD, validateChild, type ChildFormValues } from './child-form-state.ts';
import { RadioGroup } from './radio-group.tsx';

type Props = { busy: boolean; error: string | null; onSubmit: (body: ChildDetails) => void };

/** Add a child: nickname, sex, born or unborn (due date), birth date and time, height, weight. */
export function ChildForm({ busy, error, onSubmit }: Props) {
  const { t } = useLingui();
  const text = useMessageText();
  const [values, setValues] = useState<ChildFormValues>(EMPTY_CHILD);
  const [touched, setTouched] = useState(false);
  const { issues, body } = validateChild(values);
  const show = (key: keyof typeof issues) => (touched ? text(issues[key]) : null);
  const set = (key: keyof ChildFormValues) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const today = koreaTodayIso();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (body) onSubmit(body);
  };
  return (
    <form className={fieldCss.formStack} onSubmit={submit} noValidate aria-label={t`Add a child`}>
      <TextField label={t`Name or prenatal nickname`} value={values.nickname} onChange={(event) => set('nickname')(event.target.value)} error={show('nickname')} hint={t`1-12 Korean letters`} />
      <RadioGroup
        legend={t`Sex`}
        name="sex"
        value={values.sex}
        options={[
          { value: 'MALE', label: t`Boy` },
          { value: 'FEMALE', label: t`Girl` },
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
          { value: 'no', label: t`Not yet (expecting)` },
        ]}
        onChange={set('born')}
        error={show('born')}
      />
      {values.born === 'yes' ? (
        <>
          <TextField label={t`Birth date`} type="date" max={today} value={values.birthDate} onChange={(event) => set('birthDate')(event.target.value)} error={show('birthDate')} />
          <TextField label={t`Birth time (optional)`} type="time" value={values.birthTime} onChange={(event) => set('birthTime')(event.target.value)} />
          <TextField label={t`Height (cm, optional)`} type="number" inputMode="decimal" step="0.1" min={20} max={200} value={values.height} onChange={(event) => set('height')(event.target.value)} error={show('height')} />
          <TextField label={t`Weight (kg, optional)`} type="number" inputMode="decimal" step="0.01" min={0.3} max={100} value={values.weight} onChange={(event) => set('weight')(event.target.value)} error={show('weight')} />
        </>
      ) : null}
      {values.born === 'no' ? (
        <TextField label={t`Due date`} type="date" min={today} value={values.dueDate} onChange={(event) => set('dueDate')(event.target.value)} error={show('dueDate')} />
      ) : null}
      <FormAlert message={error} />
      <Button type="submit" block busy={busy}>
        <Trans>Register child</Trans>
      </Button>
    </form>
  );
}
