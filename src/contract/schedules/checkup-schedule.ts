/**
 * 영유아 건강검진 (national infant health checkups) of 국민건강보험공단, free of charge.
 * Source: 국민건강보험공단 건강iN, 영유아 건강검진 검진시기 (2024; unchanged in 2025):
 * 8 general rounds and 3 dental rounds (구강검진).
 * "4-6 months" runs from the day the child turns 4 months to the day before it turns 7 months
 * (docs/decisions/0013-vaccination-schedule.md); "14-35 days" counts the birth day as day 0.
 */
import { days, monthsWindow, type ScheduleEntry } from './schedule-types.ts';

export const CHECKUP_GROUPS = {
  INFANT: { ko: '영유아 건강검진', en: 'Infant health checkup' },
  DENTAL: { ko: '영유아 구강검진', en: 'Infant dental checkup' },
} as const;

const infant = (dose: number, window: ScheduleEntry['window']): ScheduleEntry => ({
  key: `CHECKUP-${dose}`,
  group: 'INFANT',
  series: 'INFANT',
  dose,
  nameKo: CHECKUP_GROUPS.INFANT.ko,
  nameEn: CHECKUP_GROUPS.INFANT.en,
  window,
  national: true,
});
const dental = (dose: number, from: number, until: number): ScheduleEntry => ({
  key: `DENTAL-${dose}`,
  group: 'DENTAL',
  series: 'DENTAL',
  dose,
  nameKo: CHECKUP_GROUPS.DENTAL.ko,
  nameEn: CHECKUP_GROUPS.DENTAL.en,
  window: monthsWindow(from, until),
  national: true,
});

/** In age order within each kind; keys are stored per child and must never change. */
export const CHECKUP_SCHEDULE: readonly ScheduleEntry[] = [
  infant(1, { from: days(14), until: days(36) }), // 14-35 days
  infant(2, monthsWindow(4, 7)), // 4-6 months
  infant(3, monthsWindow(9, 13)), // 9-12 months
  infant(4, monthsWindow(18, 25)), // 18-24 months
  infant(5, monthsWindow(30, 37)), // 30-36 months
  infant(6, monthsWindow(42, 49)), // 42-48 months
  infant(7, monthsWindow(54, 61)), // 54-60 months
  infant(8, monthsWindow(66, 72)), // 66-71 months
  dental(1, 18, 30), // 18-29 months
  dental(2, 42, 54), // 42-53 months
  dental(3, 54, 66), // 54-65 months
];
