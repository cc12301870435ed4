import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DIARY_PDF_FILE_PATH } from '../../contract/diary-pdf-api.ts';
import type { DiaryPdf } from '../../contract/diary-pdf.ts';
import { Button } from '../../components/button/button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { fetchFile, saveFile } from '../../lib/api/download.ts';
import { formatKoreanDate, formatKoreanDateRange } from '../../contract/calendar/format.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { percentOf, sizeText } from './book-numbers.ts';
import * as css from './diary-pdf.css.ts';
import './catalog.ts';

/** The book being made: its progress, polled by the page (percent and entries laid out). */
export function BuildingBook({ pdf }: { pdf: DiaryPdf }) {
  const { t } = useLingui();
  const percent = percentOf(pdf);
  const done = pdf.entriesDone;
  const total = pdf.entriesTotal;
  const childName = pdf.childName;
  // Screen readers hear the quarters, not every poll.
  const milestone = Math.floor(percent / 25) * 25;
  return (
    <section className={css.card} aria-labelledby="building-title">
      <h2 id="building-title" className={css.subheading}>
        <Trans>Making {childName}’s diary book</Trans>
      </h2>
      <p className={css.percent} aria-hidden="true">
        {percent}%
      </p>
      <div className={css.track} role="progressbar" aria-label={t`Progress of the PDF book`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className={css.bar} style={{ width: `${Math.max(percent, 3)}%` }} />
      </div>
      <p className={css.progressLine}>
        <span>{done === 0 ? t`Getting the entries ready…` : t`Laying out the entries`}</span>
        <span>{t`${done} of ${total} entries`}</span>
      </p>
      <p className={css.visuallyHidden} role="status">
        {t`${milestone}% done`}
      </p>
      <p className={css.muted}>
        <Trans>It keeps going if you leave this page. Come back here to download it when it is ready.</Trans>
      </p>
    </section>
  );
}

/** The made book: what it holds and its download, again at any later time. */
export function ReadyBook({ pdf, orderItemId }: { pdf: DiaryPdf; orderItemId: number }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      saveFile(await fetchFile(DIARY_PDF_FILE_PATH, { params: { id: orderItemId }, navigateOnError: false }), `${pdf.childName}-diary.pdf`);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const pages = pdf.pages ?? 0;
  const entries = pdf.entriesTotal;
  const childName = pdf.childName;
  const size = sizeText(pdf.sizeBytes ?? 0);
  return (
    <section className={css.card} aria-labelledby="ready-title">
      <div className={css.intro}>
        <div className={css.cover} aria-hidden="true">
          <span>{t`Dodam diary`}</span>
          <span className={css.coverName}>{pdf.childName}</span>
        </div>
        <div>
          <h2 id="ready-title" className={css.subheading}>
            <Trans>{childName}’s diary book is ready</Trans>
          </h2>
          <p className={css.muted} role="status">
            <Trans>You can download it again at any time.</Trans>
          </p>
        </div>
      </div>
      <dl className={css.facts}>
        <dt className={css.factTerm}>{t`Period`}</dt>
        <dd className={css.factValue}>{formatKoreanDateRange(pdf.from, pdf.to)}</dd>
        <dt className={css.factTerm}>{t`Entries`}</dt>
        <dd className={css.factValue}>{t`${entries} entries · ${pages} pages · ${size}`}</dd>
        {pdf.readyAt ? (
          <>
            <dt className={css.factTerm}>{t`Made on`}</dt>
            <dd className={css.factValue}>{formatKoreanDate(pdf.readyAt)}</dd>
          </>
        ) : null}
      </dl>
      <FormAlert message={errorText(error)} />
      <Button block busy={busy} onClick={() => void download()}>
        {busy ? t`Downloading…` : t`Download the PDF`}
      </Button>
    </section>
  );
}
