import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { REPORT_PDF_PATH } from '../../contract/reports-api.ts';
import { fetchFile, saveFile, type DownloadProgress } from '../../lib/api/download.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import * as css from './monthly-reports.css.ts';
import './catalog.ts';

/** The report as a PDF (decision 0067): made on the server while the bar runs, then saved by the browser. */
export function ReportPdfButton({ reportId, fallbackName }: { reportId: number; fallbackName: string }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setFailure(null);
    setProgress({ transferredBytes: 0, totalBytes: 0 });
    try {
      saveFile(await fetchFile(REPORT_PDF_PATH, { params: { reportId }, onProgress: setProgress, navigateOnError: false }), fallbackName);
    } catch (error) {
      setFailure(errorText(error) ?? t`The download failed. Please try again.`);
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className={css.offer}>
      {progress ? (
        <progress
          aria-label={t`Making the PDF`}
          max={progress.totalBytes > 0 ? progress.totalBytes : undefined}
          value={progress.totalBytes > 0 ? progress.transferredBytes : undefined}
          style={{ width: '100%' }}
        />
      ) : null}
      <Button tone="secondary" busy={progress !== null} onClick={() => void download()}>
        <Trans>Download as PDF</Trans>
      </Button>
      <FormAlert message={failure} />
    </div>
  );
}
