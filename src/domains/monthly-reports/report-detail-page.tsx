import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { PRICES } from '../../contract/limits.ts';
import type { Report } from '../../contract/reports.ts';
import { meQuery } from '../../lib/auth/session-queries.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';
import { setPayment } from '../../lib/payment/payment-draft.ts';
import { newPaymentDraft } from '../../lib/payment/start-payment.ts';
import { useAnalysisLabels } from './report-labels.ts';
import { reportKeys, reportQuery } from './report-queries.ts';
import { FeedbackView } from './feedback-view.tsx';
import { ReportSheet } from './report-sheet.tsx';
import { ReportPdfButton } from './report-pdf-button.tsx';
import * as css from './monthly-reports.css.ts';
import './catalog.ts';

/** /my-page/monthly-report-detail/{reportId}: one report, and the expert analysis on offer (decision 0067). */
export function ReportDetailPage({ reportId }: { reportId: number }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const report = useQuery(reportQuery(reportId));
  const queryClient = useQueryClient();
  const firstRead = report.data?.isNew === true;
  // Opening it took its new mark away on the server: the lists ask again.
  useEffect(() => {
    if (firstRead) void queryClient.invalidateQueries({ queryKey: reportKeys.lists });
  }, [firstRead, queryClient]);
  return (
    <>
      <PageHeader title={t`Monthly report`} back="/my-page/monthly-report-list" />
      <div className={page.body}>
        {report.isPending ? <Spinner /> : null}
        {report.error && !report.data ? (
          <div className={css.empty}>
            <FormAlert message={errorText(report.error)} />
            <Link to="/my-page/monthly-report-list">{t`See all reports`}</Link>
          </div>
        ) : null}
        {report.data ? <ReportBody report={report.data} /> : null}
      </div>
    </>
  );
}

function ReportBody({ report }: { report: Report }) {
  return (
    <ReportSheet nickname={report.childNickname} content={report.content}>
      {report.feedback ? <FeedbackView feedback={report.feedback} /> : null}
      <ReportPdfButton reportId={report.id} fallbackName={`${report.childNickname}-${report.month}-report.pdf`} />
      {report.feedback ? null : <AnalysisOffer report={report} />}
    </ReportSheet>
  );
}

/** REPORT_ANALYSIS (SPEC §9): offered once per report; after it, where it stands. */
function AnalysisOffer({ report }: { report: Report }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const labels = useAnalysisLabels();
  const me = useQuery({ ...meQuery(false), staleTime: 60_000 });
  const [failed, setFailed] = useState(false);
  const price = formatNumber(PRICES.REPORT_ANALYSIS);
  const here = `/my-page/monthly-report-detail/${report.id}`;
  const buy = async () => {
    setFailed(false);
    try {
      await setPayment(newPaymentDraft({ orderableDtype: 'REPORT_ANALYSIS', targetId: report.id, backUrl: here, nextUrl: here, customer: me.data }));
      await navigate({ to: '/payments' });
    } catch {
      setFailed(true);
    }
  };
  return (
    <section className={css.offer} aria-labelledby="report-analysis">
      <h3 id="report-analysis">{t`Expert analysis`}</h3>
      {report.analysis === 'NONE' ? (
        <>
          <p className={css.meta}>
            <Trans>
              An expert reads this month's records and writes feedback for each care area: water, sleep, meals, illness, mood and feeding. {price} won.
            </Trans>
          </p>
          <FormAlert message={failed ? t`The payment could not be prepared. Please try again.` : null} />
          <Button onClick={() => void buy()}>{t`Get an expert analysis`}</Button>
        </>
      ) : (
        <p className={css.meta} role="status">
          {labels[report.analysis]}
          {report.analysis === 'ORDERED' ? ` · ${t`An expert will write it soon; we will let you know.`}` : ''}
        </p>
      )}
    </section>
  );
}
