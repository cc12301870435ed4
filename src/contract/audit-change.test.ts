import { describe, expect, it } from 'vitest';
import { changeLines, changeText, mergeTrails, personIdsOf, type ChangeWords } from './audit-change.ts';

const words: ChangeWords = {
  field: (key) => ({ warningCount: '경고 횟수', hidden: '숨김', diaryId: '일기 번호', status: '상태' })[key],
  yes: '예',
  no: '아니요',
};

describe('changeText', () => {
  it('reads a field change in Korean: "name: before → after"', () => {
    expect(changeText({ before: { warningCount: 0 }, after: { warningCount: 1 } }, words)).toBe('경고 횟수: 0 → 1');
  });
  it('names a coded value in Korean where the words know it, and keeps other values as they are', () => {
    const withValues: ChangeWords = { ...words, value: (key, value) => (key === 'status' ? { ACTIVE: '정상', RESTRICTED: '이용 제한' }[value] : undefined) };
    expect(changeText({ before: { status: 'ACTIVE' }, after: { status: 'RESTRICTED' } }, withValues)).toBe('상태: 정상 → 이용 제한');
    expect(changeText({ before: { status: 'NEW' }, after: { restrictionReason: 'ACTIVE' } }, withValues)).toBe('상태: NEW → —\nrestrictionReason: — → ACTIVE');
  });
  it('says yes or no for a flag and keeps an unchanged field as its value', () => {
    expect(changeLines({ before: { hidden: false, diaryId: 12 }, after: { hidden: true, diaryId: 12 } }, words)).toEqual([
      '숨김: 아니요 → 예',
      '일기 번호: 12',
    ]);
  });
  it('puts one field on each line, a missing side as a dash, an unlabelled field by its key', () => {
    expect(changeText({ before: { status: 'ACTIVE', restrictionReason: null }, after: { status: 'RESTRICTED', restrictionReason: '도배' } }, words)).toBe(
      '상태: ACTIVE → RESTRICTED\nrestrictionReason: — → 도배',
    );
    expect(changeLines({ before: null, after: { couponId: 5 } }, words)).toEqual(['couponId: — → 5']);
  });
  it('reads a row without a change as a dash, and a value that is not an object as it is', () => {
    expect(changeText({ before: null, after: null }, words)).toBe('—');
    expect(changeText({ before: 'PAID', after: ['a'] }, words)).toBe('PAID → a');
  });
  it('reads a number through the value words too (an amount in won), and as it is where they have none', () => {
    const money: ChangeWords = { ...words, value: (key, value) => (key === 'refundedTotal' ? `${Number(value).toLocaleString('ko-KR')}원` : undefined) };
    expect(changeLines({ before: { refundedTotal: 0, couponId: 5 }, after: { refundedTotal: 1000, couponId: 5 } }, money)).toEqual([
      'refundedTotal: 0원 → 1,000원',
      'couponId: 5',
    ]);
  });
  it('reads a list and a nested record in words, never as JSON (decision 0082)', () => {
    const kcdi: ChangeWords = {
      ...words,
      field: (key) => ({ results: '결과', domain: '영역', months: '개월', filter: '필터', status: '상태' })[key],
      value: (key, value) => (key === 'domain' ? { SOCIAL: '사회성', GROSS_MOTOR: '대근육운동' }[value] : undefined),
    };
    const results = [
      { domain: 'SOCIAL', months: 24 },
      { domain: 'GROSS_MOTOR', months: 20 },
    ];
    expect(changeText({ before: { results: null }, after: { results } }, kcdi)).toBe('결과: — → 영역 사회성, 개월 24 · 영역 대근육운동, 개월 20');
    expect(changeText({ before: null, after: { filter: { status: 'ACTIVE', q: '도담' } } }, kcdi)).toBe('필터: — → 상태 ACTIVE, q 도담');
    expect(changeText({ before: null, after: { filter: {} } }, kcdi)).not.toContain('{');
  });
  it('finds the people a change names, to be read by name', () => {
    expect(personIdsOf({ before: { assignedExpertId: null }, after: { assignedExpertId: 7, memberId: 3, couponId: 9 } }).sort()).toEqual([3, 7]);
    expect(personIdsOf({ before: 'x', after: null })).toEqual([]);
  });
});

describe('mergeTrails', () => {
  it('reads a consultation’s rows and its payment’s as one history, newest first (decision 0084)', () => {
    const consultation = [
      { id: 7, createdAt: '2026-12-03T02:00:00.000Z' },
      { id: 3, createdAt: '2026-12-01T02:00:00.000Z' },
    ];
    const payment = [{ id: 9, createdAt: '2026-12-03T02:00:00.000Z' }];
    expect(mergeTrails(consultation, payment).map((row) => row.id)).toEqual([9, 7, 3]);
    expect(mergeTrails(consultation, [])).toEqual(consultation);
  });
});
