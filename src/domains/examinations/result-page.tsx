import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { examinationsApi } from '../../contract/examinations-api.ts';
import type { MemberExamination } from '../../contract/examinations.ts';
import { fetchFile, saveFile, type DownloadedFile } from '../../lib/api/download.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { lastDownloadDay } from './examination-dates.ts';
import { OneExamination } from './examination-state.tsx';
import { ResultChart } from './result-chart.tsx';
import * as css from './kcdi.css.ts';
import './catalog.ts';

const PdfViewer = lazy(() => import('../../components/pdf-viewer/pdf-viewer.tsx'));

/** /kcdi/Result?examinationId=…: developmental age per domain beside the child's age, and the publisher's PDF while downloadable (decision 0070). */
export function ResultPage({ examinationId }: { examinationId: number | undefined }) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Developmental test result`} back="/my-page/kcdi-list" />
      <div className={page.body}>
        <OneExamination id={examinationId}>
          {(e) => (
            <>
              <ResultChart examination={e} />
              <ResultPdf examination={e} />
            </>
          )}
        </OneExamination>
      </div>
    </>
  );
}

function ResultPdf({ examination: e }: { examination: MemberExamination }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [file, setFile] = useState<DownloadedFile | null>(null);
  const [bytes, setBytes] = useState<Uint8Array | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const open = e.status === 'RESULT' && e.hasPdf;
  useEffect(() => {
    if (!open) return;
    let live = true;
    fetchFile(examinationsApi.examinationResultPdf.path, { params: { examinationId: e.id }, navigateOnError: false }).then(
      async (got) => {
        const data = new Uint8Array(await got.blob.arrayBuffer());
        if (!live) return;
        setFile(got);
        setBytes(data);
      },
      (error: unknown) => live && setFailure(errorText(error) ?? t`The PDF could not be opened.`),
    );
    return () => {
      live = false;
    };
  }, [open, e.id, errorText, t]);
  return (
    <section className={css.card} aria-labelledby="kcdi-pdf">
      <h2 id="kcdi-pdf" className={page.sectionTitle}>
        <Trans>The publisher's report</Trans>
      </h2>
      {e.status === 'EXPIRED' ? (
        <p className={css.notice} role="status">
          <Trans>The 30-day download period has ended, so the report can no longer be opened. The chart above stays.</Trans>
        </p>
      ) : null}
      {e.status === 'RESULT' && !e.hasPdf ? (
        <p className={css.meta}>
          <Trans>The report is not registered yet.</Trans>
        </p>
      ) : null}
      {open && e.expiresAt ? <p className={css.meta}>{t`You can download it until ${lastDownloadDay(e.expiresAt)}.`}</p> : null}
      <FormAlert message={failure} />
      {open && !bytes && !failure ? <Spinner /> : null}
      {file && bytes ? (
        <>
          <Button tone="secondary" onClick={() => saveFile(file, `${e.child.nickname}-K-CDI.pdf`)}>
            <Trans>Download the PDF</Trans>
          </Button>
          <Suspense fallback={<Spinner />}>
            <PdfViewer data={bytes} label={t`K-CDI report of ${e.child.nickname}`} />
          </Suspense>
        </>
      ) : null}
    </section>
  );
}
