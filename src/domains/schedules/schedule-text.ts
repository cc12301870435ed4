/** Localized names and age ranges of schedule items (status labels: status-badges.tsx). */
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { ScheduleItem } from '../../contract/schedules-api.ts';
import { CHECKUP_SCHEDULE } from '../../contract/schedules/checkup-schedule.ts';
import type { Offset, ScheduleEntry, WindowSpec } from '../../contract/schedules/schedule-types.ts';
import { VACCINATION_SCHEDULE } from '../../contract/schedules/vaccination-schedule.ts';
import './catalog.ts';

export type ScheduleKind = 'vaccinations' | 'checkups';

const ENTRIES = new Map<string, ScheduleEntry>([...VACCINATION_SCHEDULE, ...CHECKUP_SCHEDULE].map((e) => [e.key, e]));

/** Whole units of a window: [first, last] inclusive, in months or days. */
function span(window: WindowSpec): { unit: 'months' | 'days'; first: number; last: number } | null {
  const { from, until } = window;
  const value = (o: Offset) => ('months' in o ? o.months : o.days);
  if ('months' in from !== 'months' in until) return null;
  return { unit: 'months' in from ? 'months' : 'days', first: value(from), last: value(until) - 1 };
}

export function useScheduleText() {
  const { t, i18n } = useLingui();
  const korean = i18n.locale === 'ko';

  const groupName = useCallback((item: ScheduleItem) => (korean ? item.groupNameKo : item.groupNameEn), [korean]);
  const seriesName = useCallback((item: ScheduleItem) => (korean ? item.nameKo : item.nameEn), [korean]);

  const doseLabel = useCallback(
    (item: ScheduleItem) => {
      const dose = item.dose;
      return t`Dose ${dose}`;
    },
    [t],
  );

  /** '생후 2개월', '12~15개월', '만 4~6세', '생후 4주 이내', '1차 접종 6~18개월 후'. */
  const ageRange = useCallback(
    (key: string): string | null => {
      const entry = ENTRIES.get(key);
      if (!entry) return null;
      if (entry.after) {
        const s = span(entry.after);
        const prior = ENTRIES.get(entry.after.key)?.dose ?? 1;
        if (!s) return null;
        const { first, last } = s;
        if (s.unit === 'days') return t`${first}-${last} days after dose ${prior}`;
        if (first === last) return t`${first} months after dose ${prior}`;
        return t`${first}-${last} months after dose ${prior}`;
      }
      const s = span(entry.window);
      if (!s) return null;
      const { first, last } = s;
      if (s.unit === 'days') {
        const weeks = (last + 1) / 7;
        if (first === 0 && Number.isInteger(weeks)) return t`Within ${weeks} weeks of birth`;
        return t`${first}-${last} days after birth`;
      }
      if (first === last) return first === 0 ? t`At birth` : t`At ${first} months`;
      if (first >= 24 && first % 12 === 0 && (last + 1) % 12 === 0) {
        const from = first / 12;
        const to = (last + 1) / 12 - 1;
        return from === to ? t`Age ${from}` : t`Ages ${from}-${to}`;
      }
      return t`${first}-${last} months`;
    },
    [t],
  );

  return { groupName, seriesName, doseLabel, ageRange };
}
