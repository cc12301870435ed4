import * as v from 'valibot';
import { birthInFuture, ChildDetails, ChildEdit, type ChildSummary, type Sex } from '../../contract/child.ts';
import { koreaLocalParts, koreaLocalToInstant } from '../../contract/calendar/today.ts';

export type ChildFormValues = {
  nickname: string;
  /** 'UNKNOWN' is '아직 몰라요', offered only for an unborn child and sent as null (decision 0071). */
  sex: Sex | 'UNKNOWN' | '';
  born: 'yes' | 'no' | '';
  birthDate: string;
  birthTime: string;
  height: string;
  weight: string;
  dueDate: string;
};

export const EMPTY_CHILD: ChildFormValues = { nickname: '', sex: '', born: '', birthDate: '', birthTime: '', height: '', weight: '', dueDate: '' };

/** The edit form starts from the stored child, birth instant shown in Korea time. */
export function valuesFromSummary(child: ChildSummary): ChildFormValues {
  const birth = child.birthDateTime ? koreaLocalParts(child.birthDateTime) : null;
  return {
    ...EMPTY_CHILD,
    nickname: child.nickname,
    sex: child.sex ?? 'UNKNOWN',
    born: child.born ? 'yes' : 'no',
    birthDate: birth?.date ?? '',
    birthTime: birth?.time ?? '',
    dueDate: child.birthDueDate ?? '',
  };
}

const toNumber = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/** The form values as the contract's ChildDetails input (not yet validated). */
export function toChildBody(values: ChildFormValues): unknown {
  const sex = values.sex === 'UNKNOWN' ? null : values.sex;
  if (values.born === 'yes') {
    const time = values.birthTime || '00:00';
    return {
      nickname: values.nickname.trim(),
      sex,
      born: true,
      birthDateTime: values.birthDate ? koreaLocalToInstant(`${values.birthDate}T${time}`) : '',
      height: toNumber(values.height),
      weight: toNumber(values.weight),
    };
  }
  return { nickname: values.nickname.trim(), sex, born: false, birthDueDate: values.dueDate };
}

export type ChildIssues = Partial<Record<'nickname' | 'sex' | 'born' | 'birthDate' | 'birthTime' | 'height' | 'weight' | 'dueDate', string>>;

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
export function validateChild(values: ChildFormValues, now: Date = new Date()): { issues: ChildIssues; body: ChildDetails | null } {
  const issues: ChildIssues = {};
  // SPEC §3: a born child is a boy or a girl; '아직 몰라요' is for an unborn child only (and not shown for a born one).
  if (!values.sex || (values.sex === 'UNKNOWN' && values.born === 'yes')) issues.sex = 'Required';
  if (!values.born) issues.born = 'Required';
  const result = v.safeParse(ChildDetails, toChildBody(values));
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      const field = typeof key === 'string' ? FIELD_OF[key] : undefined;
      if (field && !issues[field]) issues[field] = /^[A-Z][A-Za-z]+$/.test(issue.message) ? issue.message : defaultKey(field);
    }
  }
  // A birth later than now is refused inline, as the server refuses it (decision 0080).
  if (result.success && result.output.born && !issues.birthDate && birthInFuture(result.output.birthDateTime, now))
    issues.birthDate = 'FutureBirthDateException';
  return { issues, body: result.success && Object.keys(issues).length === 0 ? result.output : null };
}

/**
 * The edit form: the same field rules, plus the profile rules of SPEC §4 — a born child stays born,
 * and marking an unborn child born asks for the birth date and time (and may take the birth height
 * and weight, which become the first growth record). Heights of a born child are not edited here.
 */
export function validateChildEdit(
  values: ChildFormValues,
  stored: { born: boolean; version: number },
  now: Date = new Date(),
): { issues: ChildIssues; body: ChildEdit | null } {
  const { issues, body } = validateChild(stored.born ? { ...values, height: '', weight: '' } : values, now);
  if (stored.born && values.born === 'no') issues.born = 'BornChildCannotBeUnbornException';
  const markingBorn = !stored.born && values.born === 'yes';
  if (markingBorn && !/^\d{2}:\d{2}$/.test(values.birthTime)) issues.birthTime = 'BirthTimeRequired';
  if (!body || Object.keys(issues).length > 0) return { issues, body: null };
  const edit = body.born
    ? {
        version: stored.version,
        nickname: body.nickname,
        sex: body.sex,
        born: true,
        birthDateTime: body.birthDateTime,
        ...(markingBorn ? { height: body.height, weight: body.weight } : {}),
      }
    : { version: stored.version, nickname: body.nickname, sex: body.sex, born: false, birthDueDate: body.birthDueDate };
  const result = v.safeParse(ChildEdit, edit);
  return { issues, body: result.success ? result.output : null };
}

/** Server refusals that belong to one field: shown under it, as the form's own check would (decision 0080). */
const SERVER_FIELD: Readonly<Record<string, keyof ChildIssues>> = { FutureBirthDateException: 'birthDate' };

/** The field a server error key belongs to, or null for a refusal of the whole form. */
export function serverFieldOf(key: string): keyof ChildIssues | null {
  return SERVER_FIELD[key] ?? null;
}

function defaultKey(field: keyof ChildIssues): string {
  if (field === 'nickname') return 'InvalidChildNickname';
  if (field === 'birthDate') return 'InvalidBirthDateTime';
  if (field === 'dueDate') return 'InvalidDueDate';
  if (field === 'height') return 'ImplausibleHeight';
  if (field === 'weight') return 'ImplausibleWeight';
  return 'Required';
}
