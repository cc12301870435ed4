import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CSV_ROWS_MAX } from '../../contract/admin-list.ts';
import { fetchFile, saveFile, type DownloadProgress } from '../../lib/api/download.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { Button } from '../button/button.tsx';
import * as css from './admin-list.css.ts';
import '../catalog.ts';

type Props = {
  /** The endpoint's path (a `produces: 'text/csv'` endpoint of the contract). */
  path: string;
  /** The list's current filter, as the URL holds it. */
  query: Readonly<Record<string, string>>;
  fallbackName: string;
  total: number | undefined;
};

/** CSV of the current filter (at most CSV_ROWS_MAX rows), with the download's progress (decision 0041). */
export function CsvButton({ path, query, fallbackName, total }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setFailure(null);
    setProgress({ transferredBytes: 0, totalBytes: 0 });
    try {
      const file = await fetchFile(path, { query, onProgress: setProgress, navigateOnError: false });
      saveFile(file, fallbackName);
    } catch (error) {
      setFailure(errorText(error) ?? t`The download failed.`);
    } finally {
      setProgress(null);
    }
  }

  const capped = total !== undefined && total > CSV_ROWS_MAX;
  return (
    <div className={css.actions}>
      {progress ? (
        <progress
          className={css.progress}
          aria-label={t`Download progress`}
          max={progress.totalBytes > 0 ? progress.totalBytes : undefined}
          value={progress.totalBytes > 0 ? progress.transferredBytes : undefined}
        />
      ) : null}
      <Button size="sm" tone="ghost" busy={progress !== null} onClick={() => void download()} title={capped ? t`The first ${CSV_ROWS_MAX} rows` : undefined}>
        <Trans>Download CSV</Trans>
      </Button>
      {failure ? (
        <span className={css.error} role="alert">
          {failure}
        </span>
      ) : null}
    </div>
  );
}
