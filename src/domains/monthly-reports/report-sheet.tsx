import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as page from '../../components/page/page.css.ts';
import { formatMonth } from '../../contract/calendar/format.ts';
import type { ReportContent } from '../../contract/reports.ts';
import { ReportAreas } from './report-areas.tsx';
import { ReportChange, ReportCharts, ReportGrowth, ReportSchedules } from './report-sections.tsx';
import * as css from './monthly-reports.css.ts';
import './catalog.ts';

/** One report as the member and the expert read it (decision 0067); what follows it is the reader's. */
export function ReportSheet({ nickname, content, children }: { nickname: string; content: ReportContent; children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const month = formatMonth(content.month, i18n.locale);
  const written = content.daysWritten;
  const days = content.daysInMonth;
  const age = content.ageMonths;
  return (
    <article className={`${page.card} ${css.offer}`} aria-labelledby="report-title" style={{ padding: 16 }}>
      <h2 id="report-title" className={page.title}>
        {t`${nickname}'s ${month}`}
      </h2>
      <p className={css.meta}>
        {age === null ? t`Diary written on ${written} of ${days} days.` : t`${age} months old · diary written on ${written} of ${days} days.`}
      </p>
      <ReportAreas areas={content.areas} />
      <ReportCharts days={content.days} />
      <ReportGrowth growth={content.growth} />
      <ReportSchedules schedules={content.schedules} />
      <ReportChange content={content} />
      {children}
    </article>
  );
}
