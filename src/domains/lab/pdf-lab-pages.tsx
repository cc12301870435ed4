import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { labApi, type LabSamplePdfKind } from '../../contract/lab-api.ts';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import { call } from '../../lib/api/call.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { LabFrame } from './lab-frame.tsx';
import * as css from './lab.css.ts';
import { makeSamplePdf } from './sample-pdf.ts';
import './catalog.ts';

const PdfViewer = lazy(() => import('../../components/pdf-viewer/pdf-viewer.tsx'));

type Loaded = { bytes: Uint8Array };

function fromBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

type PdfState = { pdf: Loaded | null; href: string | null; error: unknown };

/** Makes or fetches one PDF once per visit (not kept in the persisted query cache: it is a specimen), with a link to save it. */
function usePdf(make: () => Promise<Loaded>): PdfState {
  const [state, setState] = useState<PdfState>({ pdf: null, href: null, error: null });
  useEffect(() => {
    let live = true;
    let href: string | null = null;
    make().then(
      (pdf) => {
        if (!live) return;
        href = URL.createObjectURL(new Blob([pdf.bytes.slice().buffer], { type: 'application/pdf' }));
        setState({ pdf, href, error: null });
      },
      (error: unknown) => live && setState({ pdf: null, href: null, error }),
    );
    return () => {
      live = false;
      if (href) URL.revokeObjectURL(href);
    };
  }, [make]);
  return state;
}

function PdfSpecimen({ make, label, fileName }: { make: () => Promise<Loaded>; label: string; fileName: string }) {
  const errorText = useErrorText();
  const { pdf, href, error } = usePdf(make);
  if (error)
    return (
      <p role="alert" className={css.intro}>
        {errorText(error)}
      </p>
    );
  if (!pdf) return <Spinner />;
  const kb = Math.round(pdf.bytes.length / 1024);
  return (
    <section className={css.section} aria-label={label}>
      <p className={css.facts}>
        <span>
          <Trans>{kb} KB</Trans>
        </span>
        {href ? (
          <a href={href} download={fileName}>
            <Trans>Download the PDF</Trans>
          </a>
        ) : null}
      </p>
      <Suspense fallback={<Spinner />}>
        <PdfViewer data={pdf.bytes} label={label} />
      </Suspense>
    </section>
  );
}

const browserSample = async (): Promise<Loaded> => ({ bytes: await makeSamplePdf() });
const serverSample = (kind: LabSamplePdfKind) => async (): Promise<Loaded> => {
  const data = await call(labApi.labSamplePdf, { query: { kind }, navigateOnError: false });
  return { bytes: fromBase64(data.base64) };
};
const diaryBook = serverSample('diary-book');
const typesetting = serverSample('korean-typesetting');

/** /test/pdf-test: the pdfjs viewer on a sample PDF made in the browser. */
export function PdfLabPage() {
  const { t } = useLingui();
  return (
    <LabFrame
      path="/test/pdf-test"
      title={t`PDF test`}
      intro={t`The pdfjs viewer on a sample PDF made in this browser with pdf-lib: three page sizes, one rotated.`}
    >
      <PdfSpecimen make={browserSample} label={t`Sample PDF`} fileName="dodam-sample.pdf" />
    </LabFrame>
  );
}

/** /test/pdf-test-2: a diary book made by the server's book code from sample entries. */
export function DiaryBookLabPage() {
  const { t } = useLingui();
  return (
    <LabFrame
      path="/test/pdf-test-2"
      title={t`PDF test 2`}
      intro={t`A diary book made by the server's book code (pdf-lib, Pretendard) from three sample entries, never from a member's diary.`}
    >
      <PdfSpecimen make={diaryBook} label={t`Sample diary book`} fileName="dodam-sample-book.pdf" />
    </LabFrame>
  );
}

/** /test/pdf-test-3: Korean typesetting in PDF — Hangul paragraphs, line breaking, Latin mixed in. */
export function TypesettingLabPage() {
  const { t } = useLingui();
  return (
    <LabFrame
      path="/test/pdf-test-3"
      title={t`PDF test 3`}
      intro={t`Korean typesetting by the server's book code: long Hangul paragraphs broken between words, Hangul mixed with Latin letters and digits, styles and lists.`}
    >
      <PdfSpecimen make={typesetting} label={t`Korean typesetting sample`} fileName="dodam-korean-typesetting.pdf" />
    </LabFrame>
  );
}
