import { describe, expect, it } from 'vitest';
import type { ChildSummary } from '../../contract/child.ts';
import { EMPTY_CHILD, validateChild, validateChildEdit, valuesFromSummary, type ChildFormValues } from './child-form-state.ts';

const bornSummary: ChildSummary = {
  id: 3,
  guardian: false,
  profileImageURL: null,
  nickname: '도담이',
  sex: 'FEMALE',
  born: true,
  birthDateTime: '2026-01-31T15:30:00.000Z',
  birthDueDate: null,
  currentHeight: 50,
  currentWeight: 3.2,
  ageInMonths: 9,
};
const unbornSummary: ChildSummary = {
  ...bornSummary,
  nickname: '튼튼이',
  sex: 'MALE',
  born: false,
  birthDateTime: null,
  birthDueDate: '2027-01-20',
  currentHeight: null,
  currentWeight: null,
  ageInMonths: null,
};

describe('child edit form (decision 0011, SPEC §4)', () => {
  it('prefills from the summary with the birth instant in Korea time', () => {
    // 2026-01-31T15:30Z is 2026-02-01 00:30 in Korea.
    expect(valuesFromSummary(bornSummary)).toEqual({
      ...EMPTY_CHILD,
      nickname: '도담이',
      sex: 'FEMALE',
      born: 'yes',
      birthDate: '2026-02-01',
      birthTime: '00:30',
    });
    expect(valuesFromSummary(unbornSummary)).toEqual({ ...EMPTY_CHILD, nickname: '튼튼이', sex: 'MALE', born: 'no', dueDate: '2027-01-20' });
  });

  it('sends the edit of a born child without height and weight, with the version it was based on', () => {
    const values: ChildFormValues = { ...valuesFromSummary(bornSummary), nickname: '도담', height: '80' };
    expect(validateChildEdit(values, { born: true, version: 4 })).toEqual({
      issues: {},
      body: { version: 4, nickname: '도담', sex: 'FEMALE', born: true, birthDateTime: '2026-01-31T15:30:00.000Z' },
    });
  });

  it('refuses to make a born child unborn', () => {
    const values: ChildFormValues = { ...valuesFromSummary(bornSummary), born: 'no', dueDate: '2027-01-01' };
    expect(validateChildEdit(values, { born: true, version: 1 })).toEqual({ issues: { born: 'BornChildCannotBeUnbornException' }, body: null });
  });

  it('asks for the birth date and time when marking born, and sends the birth measures', () => {
    const marking: ChildFormValues = { ...valuesFromSummary(unbornSummary), born: 'yes' };
    expect(validateChildEdit(marking, { born: false, version: 2 }).issues).toEqual({ birthDate: 'InvalidBirthDateTime', birthTime: 'BirthTimeRequired' });
    expect(validateChildEdit({ ...marking, birthDate: '2026-11-20' }, { born: false, version: 2 }).issues).toEqual({ birthTime: 'BirthTimeRequired' });
    const done = validateChildEdit({ ...marking, birthDate: '2026-11-20', birthTime: '07:05', height: '49.5', weight: '' }, { born: false, version: 2 });
    expect(done).toEqual({
      issues: {},
      body: { version: 2, nickname: '튼튼이', sex: 'MALE', born: true, birthDateTime: '2026-11-19T22:05:00.000Z', height: 49.5, weight: null },
    });
  });

  it('edits the due date of an unborn child', () => {
    const values: ChildFormValues = { ...valuesFromSummary(unbornSummary), dueDate: '2027-02-02' };
    expect(validateChildEdit(values, { born: false, version: 1 }).body).toEqual({
      version: 1,
      nickname: '튼튼이',
      sex: 'MALE',
      born: false,
      birthDueDate: '2027-02-02',
    });
    expect(validateChildEdit({ ...values, dueDate: '' }, { born: false, version: 1 }).issues).toEqual({ dueDate: 'InvalidDueDate' });
  });
});

describe('an unborn child whose sex is not known yet (decision 0071)', () => {
  const expecting: ChildFormValues = { ...EMPTY_CHILD, nickname: '콩콩이', sex: 'UNKNOWN', born: 'no', dueDate: '2027-03-01' };

  it('is sent with sex null and read back as 아직 몰라요', () => {
    expect(validateChild(expecting)).toEqual({ issues: {}, body: { nickname: '콩콩이', sex: null, born: false, birthDueDate: '2027-03-01' } });
    expect(valuesFromSummary({ ...unbornSummary, sex: null }).sex).toBe('UNKNOWN');
  });

  it('must become a boy or a girl once born', () => {
    const born = { ...expecting, born: 'yes' as const, birthDate: '2026-11-01', birthTime: '10:00' };
    expect(validateChild(born).issues.sex).toBe('Required');
    expect(validateChildEdit(born, { born: false, version: 2 }).body).toBeNull();
    expect(validateChildEdit({ ...born, sex: 'FEMALE' }, { born: false, version: 2 }).body).toMatchObject({ sex: 'FEMALE', born: true });
  });
});

describe('a birth later than now (decision 0080)', () => {
  const now = new Date('2026-11-22T03:00:00Z'); // 12:00 in Korea
  const born: ChildFormValues = { ...EMPTY_CHILD, nickname: '도담이', sex: 'FEMALE', born: 'yes', birthDate: '2026-11-23', birthTime: '' };
  it('marks the birth date of a future day inline and sends nothing', () => {
    expect(validateChild(born, now)).toEqual({ issues: { birthDate: 'FutureBirthDateException' }, body: null });
    expect(validateChildEdit(born, { born: true, version: 1 }, now).issues).toEqual({ birthDate: 'FutureBirthDateException' });
  });
  it('takes today before now, and refuses later today', () => {
    expect(validateChild({ ...born, birthDate: '2026-11-22', birthTime: '11:59' }, now).issues).toEqual({});
    expect(validateChild({ ...born, birthDate: '2026-11-22', birthTime: '12:01' }, now).issues).toEqual({ birthDate: 'FutureBirthDateException' });
  });
});
