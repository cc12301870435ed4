import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CSV_ROWS_MAX } from '../../contract/admin-list.ts';
import { fetchFile, saveFile, type DownloadProgress } from '../../lib/api/download.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { Button } from '../../components/button/button.tsx';
import * as css from './admin-list.css.ts';
import './catalog.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';

type Props = {
  /** The endpoint's path (a `produces: 'text/csv'` endpoint of the contract). */
  path: string;
  /** The list's current filter, as the URL holds it (null: a refused filter, nothing to download). */
  query: Readonly<Record<string, string>> | null;
  fallbackName: string;
  /** The filter has more rows than CSV_ROWS_MAX (the server stopped counting at LIST_TOTAL_MAX, `totalCapped`). */
  capped: boolean;
};

/** CSV of the current filter (at most CSV_ROWS_MAX rows, said next to the button when the filter has more), with the download's progress (decisions 0041, 0045). */
export function CsvButton({ path, query, fallbackName, capped }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    if (!query) return;
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
      <Button size="sm" tone="ghost" busy={progress !== null} disabled={!query} onClick={() => void download()}>
        <Trans>Download CSV</Trans>
      </Button>
      {capped ? <span className={css.hint}>{t`Only the first ${formatNumber(CSV_ROWS_MAX)} rows are downloaded.`}</span> : null}
      {failure ? (
        <span className={css.error} role="alert">
          {failure}
        </span>
      ) : null}
    </div>
  );
}
