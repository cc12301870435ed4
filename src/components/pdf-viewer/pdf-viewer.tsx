/**
 * The PDF viewer (ARCHITECTURE §6: pdfjs-dist, lazy, its worker set inside the component): every
 * page drawn on a canvas as wide as the column, sharp on a high-density screen, with its text
 * extracted beside it for screen readers. Loaded by the lab's PDF pages (decision 0040) and the developmental test's result (decision 0070).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../loading-overlay/loading-overlay.tsx';
import * as css from './pdf-viewer.css.ts';
import '../catalog.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

type Props = { data: Uint8Array; label: string };

export default function PdfViewer({ data, label }: Props) {
  const { t } = useLingui();
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // pdfjs takes the buffer over to its worker: hand it a copy, so a re-render can read `data` again.
    const task = getDocument({ data: data.slice(), isEvalSupported: false });
    let live = true;
    task.promise.then(
      (loaded) => live && setDoc(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      setDoc(null);
      void task.destroy();
    };
  }, [data]);

  if (failed)
    return (
      <p role="alert" className={css.failed}>
        <Trans>The PDF could not be opened.</Trans>
      </p>
    );
  if (!doc) return <Spinner />;
  const pages = Array.from({ length: doc.numPages }, (_, i) => i + 1);
  return (
    <div className={css.viewer} role="group" aria-label={t`${label}: ${doc.numPages} pages`}>
      {pages.map((n) => (
        <PdfPage key={n} doc={doc} number={n} of={doc.numPages} />
      ))}
    </div>
  );
}

function PdfPage({ doc, number, of }: { doc: PDFDocumentProxy; number: number; of: number }) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [text, setText] = useState('');
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    let cancelled = false;
    let render: { cancel(): void } | null = null;
    void (async () => {
      const page = await doc.getPage(number);
      if (cancelled) return;
      const width = el.parentElement?.clientWidth ?? 360;
      const base = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (width / base.width) * ratio });
      el.width = Math.floor(viewport.width);
      el.height = Math.floor(viewport.height);
      el.style.aspectRatio = `${base.width} / ${base.height}`;
      const task = page.render({ canvas: el, viewport });
      render = task;
      const content = await page.getTextContent();
      if (!cancelled) setText(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
      await task.promise;
      if (!cancelled) setDrawn(true);
    })().catch(() => {});
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [doc, number]);

  return (
    <figure className={css.page}>
      <canvas ref={canvas} className={css.canvas} data-drawn={drawn || undefined} aria-hidden="true" />
      <figcaption className={css.caption}>
        <Trans>
          Page {number} of {of}
        </Trans>
      </figcaption>
      <details className={css.text}>
        <summary>{t`Text of page ${number}`}</summary>
        <p className={css.textBody}>{text}</p>
      </details>
    </figure>
  );
}
