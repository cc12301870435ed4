import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as css from '../admin-kit/admin-list.css.ts';
import { DetailAudit, DetailFacts, DetailGrid, DetailSection, DetailState } from '../admin-kit/detail-section.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import type { AdminReportDetail } from '../../contract/admin-reports-api.ts';
import { formatKoreanDateTime, formatMonth } from '../../contract/calendar/format.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { formatWon } from '../../lib/i18n/money.ts';
import { AssignForm, RegenerateForm } from './report-actions.tsx';
import { STATUS_LABELS } from './report-labels.ts';
import { adminReportQuery } from './report-queries.ts';
import './catalog.ts';

type Props = {
  reportId: number | undefined;
  /** The report as its member reads it (the route composes the member domain's sheet, decision 0039). */
  sheet: (report: AdminReportDetail) => ReactNode;
};

/** /admin/report/report-detail?reportId=…: one report, its analysis and feedback, the expert, and its changes (decision 0068). */
export function ReportDetailPage({ reportId, sheet }: Props) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const detail = useQuery({ ...adminReportQuery(reportId ?? 0), enabled: reportId !== undefined });
  return (
    <>
      <PageHeader title={reportId === undefined ? t`Monthly report` : t`Monthly report ${reportId}`} />
      <div className={css.page}>
        <Link className={css.rowLink} to="/admin/report">
          <Trans>← Back to the reports</Trans>
        </Link>
        {reportId === undefined ? (
          <p className={css.state} role="alert">
            {messageText('InvalidReportId')}
          </p>
        ) : (
          <DetailState query={detail}>{(data) => <ReportBody report={data} sheet={sheet} />}</DetailState>
        )}
      </div>
    </>
  );
}

function ReportBody({ report, sheet }: { report: AdminReportDetail; sheet: Props['sheet'] }) {
  const { t, i18n } = useLingui();
  const analysis = report.analysis;
  return (
    <DetailGrid>
      <DetailSection title={t`About the report`}>
        <DetailFacts
          rows={[
            [t`Report number`, report.id],
            [t`Month`, formatMonth(report.month, i18n.locale)],
            [t`Child`, `${report.child.nickname} (${report.child.id})`],
            [
              t`Member`,
              <Link key="member" className={css.rowLink} to="/admin/member" search={{ memberId: report.member.id }}>
                {report.member.nickname || report.member.id}
              </Link>,
            ],
            [t`Days written`, report.daysWritten],
            [t`Made on`, report.generatedAt ? formatKoreanDateTime(report.generatedAt) : '—'],
            [t`State`, i18n._(STATUS_LABELS[report.status])],
            [
              t`Analysis order`,
              analysis ? (
                <Link key="order" className={css.rowLink} to="/admin/payment" search={{ orderId: analysis.orderId }}>
                  {t`Order ${analysis.orderId} · ${formatWon(analysis.amount)}`}
                </Link>
              ) : (
                t`Not ordered`
              ),
            ],
            [t`Ordered`, report.orderedAt ? formatKoreanDateTime(report.orderedAt) : '—'],
            [t`Assigned expert`, report.assignedExpert ? `${report.assignedExpert.nickname} · ${formatKoreanDateTime(report.assignedAt ?? '')}` : '—'],
            [t`Feedback`, report.feedbackAt ? `${report.feedbackExpert?.nickname ?? ''} · ${formatKoreanDateTime(report.feedbackAt)}` : '—'],
          ]}
        />
        <Link className={css.rowLink} to="/admin/report/pdf-create" search={{ reportId: report.id }}>
          <Trans>Make this report's PDF</Trans>
        </Link>
      </DetailSection>
      <DetailSection title={t`Actions`}>
        <AssignForm report={report} />
        <RegenerateForm report={report} />
      </DetailSection>
      <DetailSection title={t`As the member reads it`} wide>
        {sheet(report)}
      </DetailSection>
      <DetailAudit kind="report" id={report.id} />
    </DetailGrid>
  );
}
