import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { FeedbackEditor } from './feedback-editor.tsx';
import { expertReportQuery } from './report-queries.ts';
import { ReportSheet } from './report-sheet.tsx';
import * as css from './monthly-reports.css.ts';
import './catalog.ts';

/** An ordered report as the expert reads it, with the feedback editor below (decision 0067). */
export function ExpertReportPage({ reportId }: { reportId: number }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const report = useQuery(expertReportQuery(reportId));
  return (
    <>
      <PageHeader title={t`Monthly report`} back="/main" />
      <div className={page.body}>
        {report.isPending ? <Spinner /> : null}
        {report.error && !report.data ? (
          <div className={css.empty}>
            <FormAlert message={errorText(report.error)} />
            <Link to="/main">{t`Back to the desk`}</Link>
          </div>
        ) : null}
        {report.data ? (
          <ReportSheet nickname={report.data.childNickname} content={report.data.content}>
            <FeedbackEditor report={report.data} />
          </ReportSheet>
        ) : null}
      </div>
    </>
  );
}
