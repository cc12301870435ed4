import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { AdminField } from '../admin-kit/admin-field.tsx';
import * as css from '../admin-kit/admin-list.css.ts';
import { DetailSection } from '../admin-kit/detail-section.tsx';
import { Button } from '../../components/button/button.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { REPORT_BATCH_MAX, adminReportsApi } from '../../contract/admin-reports-api.ts';
import { formatMonth } from '../../contract/calendar/format.ts';
import { rowIdOf } from '../../contract/primitives.ts';
import { fetchFile, saveFile, type DownloadProgress } from '../../lib/api/download.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';
import { useErrorText, useMessageText } from '../../lib/i18n/use-error-text.ts';
import { reportMonthsQuery } from './report-queries.ts';
import { usePdfBatch } from './use-pdf-batch.ts';
import './catalog.ts';

/** /admin/report/pdf-create: a chosen report's PDF, or a month's reports as one ZIP, with progress (decision 0068). */
export function PdfCreatePage({ reportId }: { reportId: number | undefined }) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Make report PDFs`} />
      <div className={css.page}>
        <Link className={css.rowLink} to="/admin/report">
          <Trans>← Back to the reports</Trans>
        </Link>
        <DetailSection title={t`One report`}>
          <OneReport initial={reportId} />
        </DetailSection>
        <DetailSection title={t`A month's reports`}>
          <MonthBatch />
        </DetailSection>
      </div>
    </>
  );
}

function OneReport({ initial }: { initial: number | undefined }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const messageText = useMessageText();
  const [text, setText] = useState(initial === undefined ? '' : String(initial));
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const reportId = rowIdOf(text.trim());
    if (reportId === undefined) {
      setProblem(messageText('InvalidReportId'));
      return;
    }
    setProblem(null);
    setProgress({ transferredBytes: 0, totalBytes: 0 });
    try {
      const file = await fetchFile(adminReportsApi.adminReportPdf.path, { params: { reportId }, onProgress: setProgress, navigateOnError: false });
      saveFile(file, `report-${reportId}.pdf`);
      setSaved(true);
    } catch (error) {
      setProblem(errorText(error) ?? t`The PDF could not be made. Please try again.`);
    } finally {
      setProgress(null);
    }
  }
  return (
    <form className={css.toolbar} onSubmit={(e) => void submit(e)} noValidate>
      <AdminField label={<Trans>Report number</Trans>} error={problem}>
        {(id, described) => <input id={id} className={css.control} inputMode="numeric" value={text} onChange={(e) => setText(e.target.value)} {...described} />}
      </AdminField>
      <Button type="submit" size="sm" busy={progress !== null}>
        <Trans>Make the PDF</Trans>
      </Button>
      {progress ? (
        <progress
          className={css.progress}
          aria-label={t`Making the PDF`}
          max={progress.totalBytes > 0 ? progress.totalBytes : undefined}
          value={progress.totalBytes > 0 ? progress.transferredBytes : undefined}
        />
      ) : null}
      {saved ? (
        <p role="status" style={{ flexBasis: '100%', margin: 0 }}>
          {t`The PDF was made and saved.`}
        </p>
      ) : null}
    </form>
  );
}

function MonthBatch() {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const months = useQuery(reportMonthsQuery());
  const [month, setMonth] = useState('');
  const { state, make, stop } = usePdfBatch();
  const chosen = month || months.data?.months[0]?.month || '';
  const running = state.kind === 'running';
  return (
    <form
      className={css.toolbar}
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) void make(chosen);
      }}
    >
      <AdminField label={<Trans>Month</Trans>}>
        {(id) => (
          <select id={id} className={css.control} value={chosen} disabled={running} onChange={(e) => setMonth(e.target.value)}>
            {(months.data?.months ?? []).map((m) => (
              <option key={m.month} value={m.month}>
                {t`${formatMonth(m.month, i18n.locale)} (${formatNumber(m.ready)} reports)`}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <Button type="submit" size="sm" busy={running} disabled={!chosen}>
        <Trans>Make the month's PDFs</Trans>
      </Button>
      {running ? (
        <Button size="sm" tone="ghost" onClick={stop}>
          <Trans>Stop</Trans>
        </Button>
      ) : null}
      <p className={css.hint} style={{ flexBasis: '100%', margin: 0 }}>
        {t`Each report is made in turn and saved together as one ZIP file, at most ${formatNumber(REPORT_BATCH_MAX)} reports.`}
      </p>
      {running ? (
        <>
          <progress className={css.progress} aria-label={t`Reports made`} max={state.total} value={state.done} />
          <span role="status">{t`${formatNumber(state.done)} of ${formatNumber(state.total)} made`}</span>
        </>
      ) : null}
      {state.kind === 'refused' ? (
        <p className={css.error} role="alert" style={{ flexBasis: '100%', margin: 0 }}>
          {errorText(state.error)}
        </p>
      ) : null}
      {state.kind === 'finished' ? (
        <div role="status" style={{ flexBasis: '100%' }}>
          <p style={{ margin: 0 }}>
            {state.saved === 0
              ? t`No PDF was made.`
              : t`${formatNumber(state.saved)} PDFs of ${formatMonth(state.month, i18n.locale)} were saved as one ZIP file.`}
            {state.stopped ? ` ${t`Stopped before the end.`}` : ''}
            {state.truncated ? ` ${t`The month has more reports than one batch takes.`}` : ''}
          </p>
          {state.failed.length > 0 ? (
            <p className={css.error} style={{ margin: 0 }}>
              {t`Not made: ${state.failed.map((r) => r.id).join(', ')}`}{' '}
              <Button size="sm" tone="ghost" onClick={() => void make(state.month, state.failed)}>
                <Trans>Try those again</Trans>
              </Button>
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
