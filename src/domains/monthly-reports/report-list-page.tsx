import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Icon } from '../../components/icon/icon.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatMonth } from '../../contract/calendar/format.ts';
import type { ReportListItem } from '../../contract/reports.ts';
import { useAnalysisLabels } from './report-labels.ts';
import { reportListQuery } from './report-queries.ts';
import * as css from './monthly-reports.css.ts';
import './catalog.ts';
import { ListError, PullToRefresh } from '../../components/list-state/list-state.tsx';

/** /my-page/monthly-report-list: every child's reports, newest month first, new ones marked (decision 0067). */
export function ReportListPage() {
  const { t } = useLingui();
  const reports = useQuery(reportListQuery(undefined));
  const [childId, setChildId] = useState<number | undefined>(undefined);
  const all = reports.data?.reports ?? [];
  const children = [...new Map(all.map((r) => [r.childId, r.childNickname])).entries()];
  const shown = childId === undefined ? all : all.filter((r) => r.childId === childId);
  return (
    <>
      <PageHeader title={t`Monthly reports`} back="/my-page" />
      <PullToRefresh onRefresh={() => reports.refetch()}>
        <div className={page.body}>
          <p className={page.muted}>
            <Trans>On the 1st of every month, last month's diary becomes a report for each child.</Trans>
          </p>
          {children.length > 1 ? (
            <div className={css.chips} role="group" aria-label={t`Child`}>
              <button type="button" className={css.chip} aria-pressed={childId === undefined} onClick={() => setChildId(undefined)}>
                <Trans>All</Trans>
              </button>
              {children.map(([id, nickname]) => (
                <button key={id} type="button" className={css.chip} aria-pressed={childId === id} onClick={() => setChildId(id)}>
                  {nickname}
                </button>
              ))}
            </div>
          ) : null}
          {reports.isPending ? <Spinner /> : null}
          {reports.isError && !reports.data ? (
            <div className={css.empty}>
              <ListError error={reports.error} busy={reports.isFetching} onRetry={() => reports.refetch()} />
            </div>
          ) : null}
          {reports.data && shown.length === 0 ? (
            <p className={css.empty}>
              <Icon name="sprout" size={36} />
              <Trans>No reports yet. Write the diary this month, and its report arrives on the 1st of next month.</Trans>
            </p>
          ) : null}
          {shown.length > 0 ? (
            <ul className={page.list} aria-label={t`Monthly reports`}>
              {shown.map((report) => (
                <li key={report.id}>
                  <ReportItem report={report} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </PullToRefresh>
    </>
  );
}

function ReportItem({ report }: { report: ReportListItem }) {
  const { t, i18n } = useLingui();
  const analysis = useAnalysisLabels();
  const month = formatMonth(report.month, i18n.locale);
  const days = report.daysWritten;
  return (
    <Link to="/my-page/monthly-report-detail/$reportId" params={{ reportId: report.id }} className={css.item}>
      <span className={css.itemText}>
        <span className={css.itemTitle}>
          {t`${month} report`}
          {report.isNew ? (
            <>
              <span className={css.badge} aria-hidden="true">
                N
              </span>
              <span className="visually-hidden">{t`New report`}</span>
            </>
          ) : null}
        </span>
        <span className={css.meta}>{t`${report.childNickname} · diary on ${days} days`}</span>
      </span>
      {report.analysis !== 'NONE' ? <span className={css.state}>{analysis[report.analysis]}</span> : null}
      <Icon name="chevron" size={18} />
    </Link>
  );
}
