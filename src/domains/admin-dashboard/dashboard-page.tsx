import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import * as list from '../admin-kit/admin-list.css.ts';
import { DateRange } from '../admin-kit/date-range.tsx';
import { Button } from '../../components/button/button.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import type { Dashboard } from '../../contract/admin-dashboard-api.ts';
import { DASHBOARD_DAYS_MAX, DASHBOARD_PRESETS, daysInRange } from '../../contract/admin-dashboard.ts';
import { useErrorText, useMessageText } from '../../lib/i18n/use-error-text.ts';
import { DashboardCharts } from './dashboard-charts.tsx';
import { dashboardQuery } from './dashboard-queries.ts';
import { DashboardQueues } from './dashboard-queues.tsx';
import { RangeProblems } from './dashboard-range-problems.tsx';
import { parseDashboardSearch, rangeOfSearch } from './dashboard-search.ts';
import type { DashboardUrl } from './dashboard-url.ts';
import { DashboardTable } from './dashboard-table.tsx';
import * as css from './dashboard.css.ts';
import './catalog.ts';

const isEmpty = (data: Dashboard) => data.days.every((d) => d.newMembers === 0 && d.diaryWriters === 0 && Object.values(d.revenue).every((won) => won === 0));

/** /admin: the numbers an operator checks every morning (SPEC §2; decision 0044), the range in the URL. */
export function DashboardPage({ search: url }: { search: DashboardUrl }) {
  const { search, problems } = parseDashboardSearch(url);
  const { t } = useLingui();
  const navigate = useNavigate({ from: '/admin/' });
  const errorText = useErrorText();
  const messageText = useMessageText();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const [rangeProblem, setRangeProblem] = useState<string | null>(null);
  const { from, to, preset } = rangeOfSearch(search);
  const query = useQuery(dashboardQuery(from, to));
  const data = query.data;

  function applyRange(start: string | undefined, end: string | undefined) {
    if (start === undefined || end === undefined || daysInRange(start, end) > DASHBOARD_DAYS_MAX) {
      setRangeProblem('InvalidSearchDateRange');
      return;
    }
    setRangeProblem(null);
    void navigate({ search: { from: start, to: end } });
  }

  return (
    <>
      <PageHeader title={t`Dashboard`} />
      <div className={list.page}>
        <div className={css.range}>
          <nav className={list.chips} aria-label={t`Range`}>
            {DASHBOARD_PRESETS.map((days) => (
              <Link
                key={days}
                className={css.preset}
                to="/admin"
                search={days === DASHBOARD_PRESETS[0] ? {} : { days }}
                // The router marks a link active when its search is a part of the URL's ({} is a part of
                // every one): only the shown range is current (decision 0049).
                activeOptions={{ exact: true }}
                aria-current={preset === days ? 'page' : undefined}
              >
                <Trans>Last {days} days</Trans>
              </Link>
            ))}
          </nav>
          <DateRange key={`${from}/${to}`} label={t`Days`} from={from} to={to} onChange={applyRange} />
          <RangeProblems problems={problems} />
          {rangeProblem ? (
            <p className={list.error} role="alert">
              {messageText(rangeProblem)} <Trans>(at most {DASHBOARD_DAYS_MAX} days)</Trans>
            </p>
          ) : null}
        </div>
        {query.isPending ? (
          <p className={list.state} role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : !data ? (
          <p className={list.state} role="alert">
            {errorText(query.error) ?? <Trans>The dashboard could not be loaded.</Trans>}{' '}
            <Button size="sm" tone="ghost" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </p>
        ) : (
          <>
            <h2 className={css.sectionTitle}>
              <Trans>Work queues</Trans>
            </h2>
            <DashboardQueues queues={data.queues} slaHours={data.slaHours} />
            <div className={list.summary}>
              <h2 className={css.sectionTitle} aria-live="polite">
                <Trans>
                  From {data.from} to {data.to}
                </Trans>
              </h2>
              <Button size="sm" tone="ghost" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((s) => !s)}>
                {showTable ? <Trans>Hide the table</Trans> : <Trans>Show as a table</Trans>}
              </Button>
            </div>
            {isEmpty(data) ? (
              <p className={list.state}>
                <Trans>Nothing happened in these days: no new members, no diary entries, no payments.</Trans>
              </p>
            ) : (
              <DashboardCharts data={data} />
            )}
            <DashboardTable data={data} id={tableId} shown={showTable} />
          </>
        )}
      </div>
    </>
  );
}
