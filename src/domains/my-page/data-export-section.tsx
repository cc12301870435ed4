import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { DATA_EXPORT_FILE_PATH, dataExportsApi, type DataExport } from '../../contract/data-exports-api.ts';
import { Button } from '../../components/button/button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import * as page from '../../components/page/page.css.ts';
import { call } from '../../lib/api/call.ts';
import { fetchFile, saveFile, type DownloadProgress } from '../../lib/api/download.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import * as css from './my-page.css.ts';
import './catalog.ts';

const exportsKey = ['data-exports'] as const;

/** 840 KB, 3.2 MB. */
const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/**
 * 내 데이터 내려받기 (decision 0099, PIPA art. 35): a copy of everything of the member's as a ZIP of
 * JSON files and the diary's photos, made in the background and kept for seven days. The list is
 * asked again every two seconds while a copy is being made.
 */
export function DataExportSection() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const copies = useQuery({
    queryKey: exportsKey,
    queryFn: async ({ signal }) => (await call(dataExportsApi.dataExports, { signal })).exports,
    refetchInterval: (query) => (query.state.data?.some((copy) => copy.status === 'BUILDING') ? 2000 : false),
  });
  const start = useMutation({
    mutationFn: () => call(dataExportsApi.requestDataExport, { navigateOnError: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportsKey }),
  });
  const building = copies.data?.some((copy) => copy.status === 'BUILDING') ?? false;
  return (
    <section className={page.card} aria-labelledby="data-export-title">
      <h2 id="data-export-title" className={page.sectionTitle}>
        {t`Download my data`}
      </h2>
      <p className={page.muted}>
        {t`A copy of everything you keep in Dodam — your account, children, growth, schedules, diary with photos, daily logs, inquiries and payments — as a ZIP file. It is kept for 7 days.`}
      </p>
      <div className={css.actions}>
        <Button tone="secondary" block busy={start.isPending || building} onClick={() => start.mutate()}>
          {building ? t`Making the copy…` : t`Make a copy`}
        </Button>
      </div>
      <FormAlert message={errorText(start.error) ?? errorText(copies.error)} />
      {copies.data && copies.data.length > 0 ? (
        <ul className={page.list} aria-label={t`Copies of my data`}>
          {copies.data.map((copy) => (
            <CopyRow key={copy.id} copy={copy} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CopyRow({ copy }: { copy: DataExport }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const asked = formatKoreanDateTime(copy.requestedAt);
  const download = async () => {
    setFailure(null);
    setProgress({ transferredBytes: 0, totalBytes: copy.sizeBytes ?? 0 });
    try {
      saveFile(await fetchFile(DATA_EXPORT_FILE_PATH, { params: { id: copy.id }, onProgress: setProgress, navigateOnError: false }), 'dodam-my-data.zip');
    } catch (error) {
      setFailure(errorText(error) ?? t`The download failed. Please try again.`);
    } finally {
      setProgress(null);
    }
  };
  const state =
    copy.status === 'READY' && copy.expiresAt
      ? t`Ready, ${sizeText(copy.sizeBytes ?? 0)}; until ${formatKoreanDateTime(copy.expiresAt)}`
      : copy.status === 'BUILDING'
        ? t`Being made…`
        : copy.status === 'EXPIRED'
          ? t`Its 7 days are over`
          : t`Could not be made. Please make a new one.`;
  return (
    <li className={page.listItem}>
      <span style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        <strong>{t`Asked ${asked}`}</strong>
        <span className={page.muted} role={copy.status === 'BUILDING' ? 'status' : undefined}>
          {state}
        </span>
        {progress ? (
          <progress
            aria-label={t`Downloading the copy`}
            max={progress.totalBytes > 0 ? progress.totalBytes : undefined}
            value={progress.totalBytes > 0 ? progress.transferredBytes : undefined}
          />
        ) : null}
        <FormAlert message={failure} />
      </span>
      {copy.status === 'READY' ? (
        <Button
          size="sm"
          style={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          busy={progress !== null}
          onClick={() => void download()}
          aria-label={t`Download the copy asked ${asked}`}
        >
          {t`Download`}
        </Button>
      ) : null}
    </li>
  );
}
