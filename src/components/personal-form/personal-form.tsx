import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { KoreanName, KoreanNickname } from '../../contract/user.ts';
import { fieldIssue } from '../../lib/forms/validate.ts';
import { koreaTodayIso } from '../../contract/calendar/today.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { TextField } from '../field/text-field.tsx';
import '../catalog.ts';

export type PersonalValues = { name: string; nickname: string; birthDate: string };

/** Name, nickname (Korean letters only, SPEC §5) and an optional birth date. */
export function usePersonalForm(initial: { name: string | null; nickname: string | null; birthDate: string | null } | undefined) {
  const [values, setValues] = useState<PersonalValues>({
    name: initial?.name ?? '',
    nickname: initial?.nickname ?? '',
    birthDate: initial?.birthDate ?? '',
  });
  const [touched, setTouched] = useState(false);
  const issues = {
    name: fieldIssue(KoreanName, values.name, 'InvalidMemberName'),
    nickname: fieldIssue(KoreanNickname, values.nickname, 'InvalidMemberNickname'),
  };
  const valid = !issues.name && !issues.nickname;
  const body = { name: values.name.trim(), nickname: values.nickname.trim(), birthDate: values.birthDate || null };
  return { values, setValues, issues, valid, touched, setTouched, body };
}

type Form = ReturnType<typeof usePersonalForm>;

export function PersonalFields({ form }: { form: Form }) {
  const { t } = useLingui();
  const text = useMessageText();
  const { values, setValues, issues, touched } = form;
  const change = (key: keyof PersonalValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));
  return (
    <>
      <TextField
        label={t`Name`}
        autoComplete="name"
        value={values.name}
        onChange={change('name')}
        error={touched ? text(issues.name) : null}
        hint={t`Korean letters only`}
      />
      <TextField
        label={t`Nickname`}
        autoComplete="nickname"
        value={values.nickname}
        onChange={change('nickname')}
        error={touched ? text(issues.nickname) : null}
        hint={t`2-12 Korean letters`}
      />
      <TextField label={t`Birth date (optional)`} type="date" max={koreaTodayIso()} min="1900-01-01" value={values.birthDate} onChange={change('birthDate')} />
    </>
  );
}
