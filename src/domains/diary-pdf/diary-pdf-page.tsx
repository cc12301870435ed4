import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ChildListItem } from '../../contract/child.ts';
import type { DiaryPdfState } from '../../contract/diary-pdf.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { koreaTodayIso } from '../../contract/calendar/today.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { diaryPdfStateQuery } from './diary-pdf-queries.ts';
import { childrenQuery } from '../../lib/auth/session-queries.ts';
import { BookForm } from './book-form.tsx';
import { BuildingBook, ReadyBook } from './book-status.tsx';
import * as css from './diary-pdf.css.ts';
import { lastMonths } from './period.ts';
import './catalog.ts';

/**
 * /my-page/payment-history/{orderItemId}/pdf-create (decision 0028): after paying DIARY_PDF, the member
 * chooses a child and a period and the server makes the book; the page follows its progress and
 * then offers the download, also on any later visit.
 */
export function DiaryPdfPage({ orderItemId }: { orderItemId: number }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  // An id that is no number (a mistyped link) is an order that does not exist.
  const valid = Number.isInteger(orderItemId) && orderItemId > 0;
  const state = useQuery({ ...diaryPdfStateQuery(orderItemId), enabled: valid });
  const children = useQuery(childrenQuery());
  return (
    <>
      <PageHeader title={t`Diary PDF book`} back />
      <div className={page.body}>
        <div className={css.layout}>
          {valid && state.isPending ? <Spinner /> : null}
          {state.error || !valid ? (
            <div className={css.notice}>
              <FormAlert message={valid ? errorText(state.error) : t`The order could not be found.`} />
              <Link to="/my-page/payment-history" className={css.link}>
                {t`Go to the payment history`}
              </Link>
            </div>
          ) : null}
          {state.data ? <BookOfItem state={state.data} choices={children.data?.filter((child) => child.born) ?? null} childrenError={children.error} /> : null}
        </div>
      </div>
    </>
  );
}

function BookOfItem({ state, choices, childrenError }: { state: DiaryPdfState; choices: ChildListItem[] | null; childrenError: unknown }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { orderItem, pdf } = state;
  if (orderItem.status === 'CANCELED') {
    return (
      <p className={css.notice} role="status">
        <Trans>This order was canceled, so its PDF book cannot be made or downloaded.</Trans>
      </p>
    );
  }
  if (orderItem.status === 'PENDING' || orderItem.status === 'WAITING_FOR_DEPOSIT') {
    return (
      <p className={css.notice} role="status">
        <Trans>The PDF book can be made once the payment is confirmed.</Trans>
      </p>
    );
  }
  if (pdf?.status === 'READY') return <ReadyBook pdf={pdf} orderItemId={orderItem.id} />;
  if (pdf?.status === 'BUILDING') return <BuildingBook pdf={pdf} />;
  const failed = pdf?.status === 'FAILED' ? pdf : null;
  const start =
    failed && failed.childId !== null
      ? { childId: failed.childId, period: { from: failed.from, to: failed.to } }
      : { childId: orderItem.childId, period: lastMonths(koreaTodayIso(), 3) };
  return (
    <>
      <section className={css.intro} aria-labelledby="pdf-intro">
        <div className={css.cover} aria-hidden="true">
          <span>{t`Dodam diary`}</span>
        </div>
        <div>
          <h2 id="pdf-intro" className={css.heading}>
            <Trans>Turn the diary into a book</Trans>
          </h2>
          <p className={css.muted}>
            <Trans>Each entry gets its own page with its date, care records, text and photos, after a cover with your child’s name.</Trans>
          </p>
        </div>
      </section>
      {failed ? <FormAlert message={t`The PDF book could not be made. Please try again.`} /> : null}
      {choices === null ? childrenError ? <FormAlert message={errorText(childrenError)} /> : <Spinner /> : null}
      {choices && choices.length === 0 ? (
        <p className={css.notice}>
          <Trans>A book is made of a born child’s diary. Add your child first.</Trans>{' '}
          <Link to="/my-page/child-list" className={css.link}>
            {t`Children`}
          </Link>
        </p>
      ) : null}
      {choices && choices.length > 0 ? (
        <BookForm
          key={`${start.childId}-${start.period.from}-${start.period.to}`}
          orderItemId={orderItem.id}
          choices={choices}
          initial={{ ...start, childId: choices.some((c) => c.id === start.childId) ? start.childId : (choices[0]?.id ?? start.childId) }}
        />
      ) : null}
    </>
  );
}
