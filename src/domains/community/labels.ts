import { useLingui } from '@lingui/react/macro';
import type { AgeAtEntry, ReportReason } from '../../contract/community-api.ts';
import './catalog.ts';

/** The age level filter chips (SPEC §4 thresholds 7, 13, 25 months). */
export function useAgeLevelLabel(): (level: number) => string {
  const { t } = useLingui();
  const labels = [t`Under 7 months`, t`7-12 months`, t`13-24 months`, t`25 months and up`];
  return (level) => labels[level] ?? '';
}

/** The child's age on the entry's day: '생후 12일', '5개월 3일', '4세'. */
export function useAgeText(): (age: AgeAtEntry) => string {
  const { t } = useLingui();
  return (age) => {
    if (age.kind === 'unborn') return t`Before birth`;
    if (age.kind === 'days') {
      const days = age.days;
      return t`${days} days old`;
    }
    if (age.kind === 'monthsDays') {
      const { months, days } = age;
      return t`${months} months ${days} days`;
    }
    const years = age.years;
    return t`${years} years old`;
  };
}

export function useReportReasonLabel(): (reason: ReportReason) => string {
  const { t } = useLingui();
  const labels: Record<ReportReason, string> = {
    SPAM: t`Spam or advertising`,
    ABUSE: t`Abuse or hateful words`,
    SEXUAL: t`Sexual content`,
    PRIVACY: t`Exposes personal information`,
    ILLEGAL: t`Illegal content`,
    OTHER: t`Other`,
  };
  return (reason) => labels[reason];
}
