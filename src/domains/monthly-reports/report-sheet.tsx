import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as page from '../../components/page/page.css.ts';
import { formatMonth } from '../../contract/calendar/format.ts';
import type { ReportContent } from '../../contract/reports.ts';
import { ReportAreas } from './report-areas.tsx';
import { ReportChange, ReportCharts, ReportGrowth, ReportSchedules } from './report-sections.tsx';
import * as css from './monthly-reports.css.ts';
import './catalog.ts';

/** The age on the month's last day in the app's words (SPEC §4, decision 0075); a report made before keeps its months. */
function useReportAge(content: ReportContent): string | null {
  const { t } = useLingui();
  const display = content.ageAtMonthEnd;
  if (!display) {
    const months = content.ageMonths;
    return months === null ? null : t`${months} months old`;
  }
  if (display.kind === 'days') {
    const days = display.days;
    return t`${days} days old`;
  }
  if (display.kind === 'monthsDays') {
    const { months, days } = display;
    return t`${months} months ${days} days`;
  }
  const years = display.years;
  return t`${years} years old`;
}

/** One report as the member and the expert read it (decision 0067); what follows it is the reader's. */
export function ReportSheet({ nickname, content, children }: { nickname: string; content: ReportContent; children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const month = formatMonth(content.month, i18n.locale);
  const written = content.daysWritten;
  const days = content.daysInMonth;
  const age = useReportAge(content);
  return (
    <article className={`${page.card} ${css.offer}`} aria-labelledby="report-title" style={{ padding: 16 }}>
      <h2 id="report-title" className={page.title}>
        {t`${nickname}'s ${month}`}
      </h2>
      <p className={css.meta}>
        {age === null ? t`Diary written on ${written} of ${days} days.` : t`${age} at the month's end · diary written on ${written} of ${days} days.`}
      </p>
      <ReportAreas areas={content.areas} careLog={content.careLog} />
      <ReportCharts days={content.days} />
      <ReportGrowth growth={content.growth} />
      <ReportSchedules schedules={content.schedules} />
      <ReportChange content={content} />
      {children}
    </article>
  );
}
