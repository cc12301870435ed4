import * as v from 'valibot';
import { ChildDetails, type Sex } from '../../contract/child.ts';
import { koreaLocalToInstant } from '../../lib/i18n/dates.ts';

export type ChildFormValues = {
  nickname: string;
  sex: Sex | '';
  born: 'yes' | 'no' | '';
  birthDate: string;
  birthTime: string;
  height: string;
  weight: string;
  dueDate: string;
};

export const EMPTY_CHILD: ChildFormValues = { nickname: '', sex: '', born: '', birthDate: '', birthTime: '', height: '', weight: '', dueDate: '' };

const toNumber = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/** The form values as the contract's ChildDetails input (not yet validated). */
export function toChildBody(values: ChildFormValues): unknown {
  if (values.born === 'yes') {
    const time = values.birthTime || '00:00';
    return {
      nickname: values.nickname.trim(),
      sex: values.sex,
      born: true,
      birthDateTime: values.birthDate ? koreaLocalToInstant(`${values.birthDate}T${time}`) : '',
      height: toNumber(values.height),
      weight: toNumber(values.weight),
    };
  }
  return { nickname: values.nickname.trim(), sex: values.sex, born: false, birthDueDate: values.dueDate };
}

export type ChildIssues = Partial<Record<'nickname' | 'sex' | 'born' | 'birthDate' | 'height' | 'weight' | 'dueDate', string>>;

const FIELD_OF: Record<string, keyof ChildIssues> = {
  nickname: 'nickname',
  sex: 'sex',
  born: 'born',
  birthDateTime: 'birthDate',
  height: 'height',
  weight: 'weight',
  birthDueDate: 'dueDate',
};

/** Validates with the contract schema; issues keyed by form field, valued by message key. */
export function validateChild(values: ChildFormValues): { issues: ChildIssues; body: ChildDetails | null } {
  const issues: ChildIssues = {};
  if (!values.sex) issues.sex = 'Required';
  if (!values.born) issues.born = 'Required';
  const result = v.safeParse(ChildDetails, toChildBody(values));
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      const field = typeof key === 'string' ? FIELD_OF[key] : undefined;
      if (field && !issues[field]) issues[field] = /^[A-Z][A-Za-z]+$/.test(issue.message) ? issue.message : defaultKey(field);
    }
  }
  return { issues, body: result.success && Object.keys(issues).length === 0 ? result.output : null };
}

function defaultKey(field: keyof ChildIssues): string {
  if (field === 'nickname') return 'InvalidChildNickname';
  if (field === 'birthDate') return 'InvalidBirthDateTime';
  if (field === 'dueDate') return 'InvalidDueDate';
  if (field === 'height') return 'ImplausibleHeight';
  if (field === 'weight') return 'ImplausibleWeight';
  return 'Required';
}
