import { useLingui } from '@lingui/react/macro';
import * as list from '../admin-kit/admin-list.css.ts';
import { DASHBOARD_DAYS_MAX } from '../../contract/admin-dashboard.ts';
import type { RangeProblem } from './dashboard-search.ts';
import './catalog.ts';

/**
 * What was wrong with the URL's range, said beside the range (decision 0049; SPEC §8
 * InvalidSearchDateRange): the page shows what it kept, never another range in silence.
 */
export function RangeProblems({ problems }: { problems: readonly RangeProblem[] }) {
  const { t } = useLingui();
  if (problems.length === 0) return null;
  const text: Record<RangeProblem, string> = {
    badDay: t`A day in the address is not a date (YYYY-MM-DD): it was left out.`,
    fromAfterTo: t`The start day is after the end day: the range was not applied.`,
    tooLong: t`The range is longer than ${DASHBOARD_DAYS_MAX} days: it was not applied.`,
    halfRange: t`The range had only one end: the other end was filled in.`,
    badPreset: t`The address asked for a preset that does not exist: choose 7, 30 or 90 days.`,
  };
  return (
    <p className={list.error} role="alert" style={{ flexBasis: '100%', margin: 0 }}>
      {problems.map((problem) => text[problem]).join(' ')}
    </p>
  );
}
