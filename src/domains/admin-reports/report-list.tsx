import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { adminList } from '../admin-kit/list-declaration.ts';
import { adminReportsApi } from '../../contract/admin-reports-api.ts';
import { ADMIN_REPORT_SEARCH_CATEGORIES, ADMIN_REPORT_STATUSES, AdminReportListQuery } from '../../contract/admin-reports.ts';
import { formatKoreanDateTime, formatMonth } from '../../contract/calendar/format.ts';
import { call } from '../../lib/api/call.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';
import { STATUS_LABELS } from './report-labels.ts';
import { adminReportKeys, reportMonthsQuery } from './report-queries.ts';
import './catalog.ts';

const SEARCH_LABELS = { nickname: msg`Member nickname`, id: msg`Member number`, reportId: msg`Report number` } as const;

/** /admin/report: every made report by month, member, child and the state of its analysis (SPEC §2; decision 0068). */
export const reportList = adminList({
  title: msg`Monthly reports`,
  caption: msg`Monthly reports of the children`,
  schema: AdminReportListQuery,
  key: adminReportKeys.list,
  fetch: (query) => call(adminReportsApi.adminReports, { query }),
  total: (count) => msg`${count} reports`,
  rowName: (r, i18n) => i18n._(msg`Report ${r.id}`),
  search: { categories: ADMIN_REPORT_SEARCH_CATEGORIES.map((value) => ({ value, label: SEARCH_LABELS[value] })) },
  status: ADMIN_REPORT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
  days: msg`Made on`,
  filters: [
    {
      kind: 'lookup',
      key: 'month',
      label: msg`Month`,
      all: msg`All months`,
      choices: {
        key: [...adminReportKeys.months, 'choices'],
        fetch: async () => (await call(adminReportsApi.adminReportMonths, {})).months.map((m) => ({ value: m.month, label: formatMonth(m.month, 'ko') })),
      },
    },
    { kind: 'record', key: 'memberId', label: (id) => msg`Member no. ${id}` },
    { kind: 'record', key: 'childId', label: (id) => msg`Child no. ${id}` },
  ],
  columns: [
    { label: msg`No.`, sort: { key: 'id', first: 'desc' }, cell: (r) => r.id },
    { label: msg`Month`, sort: { key: 'month', first: 'desc' }, cell: (r, i18n) => formatMonth(r.month, i18n.locale) },
    {
      label: msg`Child`,
      cell: (r) => (
        <Link className={css.rowLink} to="/admin/report/report-detail" search={{ reportId: r.id }}>
          {r.child.nickname}
        </Link>
      ),
    },
    {
      label: msg`Member`,
      cell: (r) => (
        <Link className={css.rowLink} to="/admin/member" search={{ memberId: r.member.id }}>
          {r.member.nickname}
        </Link>
      ),
    },
    { label: msg`Days written`, cell: (r) => r.daysWritten },
    { label: msg`State`, cell: (r, i18n) => i18n._(STATUS_LABELS[r.status]) },
    { label: msg`Expert`, cell: (r) => r.feedbackExpert?.nickname ?? r.assignedExpert?.nickname ?? '—' },
    { label: msg`Ordered`, cell: (r) => (r.orderedAt ? formatKoreanDateTime(r.orderedAt) : '—') },
    { label: msg`Made on`, sort: { key: 'generatedAt', first: 'desc' }, cell: (r) => (r.generatedAt ? formatKoreanDateTime(r.generatedAt) : '—') },
  ],
  csv: { path: adminReportsApi.adminReportsCsv.path, fallbackName: 'reports.csv' },
  above: (page) => <MonthsMade slaHours={page.slaHours} />,
});

/** The latest months the job made, with how far each got, and the way to the PDFs. */
function MonthsMade({ slaHours }: { slaHours: number }) {
  const { t, i18n } = useLingui();
  const months = useQuery(reportMonthsQuery());
  return (
    <div className={css.toolbar}>
      <p className={css.hint} style={{ margin: 0 }}>
        {(months.data?.months ?? [])
          .slice(0, 3)
          .map((m) => t`${formatMonth(m.month, i18n.locale)}: ${formatNumber(m.ready)} of ${formatNumber(m.children)} made`)
          .join(' · ')}
        {' · '}
        {t`Feedback is overdue ${slaHours} hours after payment.`}
      </p>
      <Link className={css.addLink} to="/admin/report/pdf-create">
        <Trans>Make PDFs</Trans>
      </Link>
    </div>
  );
}
