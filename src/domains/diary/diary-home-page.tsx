import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ChildSummary } from '../../contract/child.ts';
import { button } from '../../components/button/button-class.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatKoreanMonthDayWeekday } from '../../contract/calendar/format.ts';
import { koreaTodayIso } from '../../contract/calendar/today.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { birthDay } from './child.ts';
import { useSelectedChild } from '../../lib/auth/use-selected-child.ts';
import { DiaryMonthList } from './diary-month-list.tsx';
import type { ListPlace } from './list-place.ts';
import * as css from './diary.css.ts';
import { PdfBookOffer } from './pdf-book-offer.tsx';
import { useQuery } from '@tanstack/react-query';
import { diaryListQuery } from './diary-queries.ts';
import { monthOf } from './editable.ts';
import { useOutboxItems } from './offline/outbox-items.ts';
import './catalog.ts';

/**
 * /diary (decision 0034): the diary's home for the selected child — today's entry to write or to
 * open, the entries month by month, and the PDF-book offer. /diary/write stays the writing page of
 * SPEC §2 and opens today's entry once it exists, so the list and the offer live here.
 */
export function DiaryHomePage({ place, onPlace }: { place: ListPlace; onPlace: (next: ListPlace) => void }) {
  const { t } = useLingui();
  const child = useSelectedChild();
  const errorText = useErrorText();
  return (
    <>
      <PageHeader title={t`Diary`} back />
      <div className={page.body}>
        <div className={css.layout}>
          {child.isPending ? <Spinner /> : null}
          <FormAlert message={errorText(child.error)} />
          {child.data === null ? (
            <p className={css.empty}>
              <Trans>Add a child first to write a diary.</Trans> <Link to="/my-page/child-list" className={css.link}>{t`Add a child`}</Link>
            </p>
          ) : null}
          {child.data && !child.data.born ? <UnbornNotice child={child.data} /> : null}
          {child.data?.born ? (
            <>
              <TodayEntry child={child.data} />
              <DiaryMonthList
                childId={child.data.id}
                birth={birthDay(child.data)}
                place={place}
                onPlace={onPlace}
                after={<PdfBookOffer childId={child.data.id} childName={child.data.nickname} />}
              />
            </>
          ) : null}
        </div>
      </div>
    </>
  );
}

/** SPEC §4: a diary is about a born child; the server refuses one for an unborn child, so none is offered. */
function UnbornNotice({ child }: { child: ChildSummary }) {
  const { t } = useLingui();
  return (
    <p className={css.empty} role="status">
      <Trans>A diary can be written after your child is born.</Trans>{' '}
      <Link to="/my-page/child-info/$childId" params={{ childId: child.id }} search={{ tab: 'profile' }} className={css.link}>
        {t`Record the birth`}
      </Link>{' '}
      <Link to="/pregnancy-diary" className={css.link}>
        {t`Write the pregnancy diary`}
      </Link>
    </p>
  );
}

/** Today's entry (Korea time): open it when written (or waiting on this phone to be sent, decision 0053), else write it. */
function TodayEntry({ child }: { child: ChildSummary }) {
  const { t } = useLingui();
  const today = koreaTodayIso();
  // As /main's card tells it (today-entry.ts), from the outbox this page has loaded anyway; a
  // separate module shared with /main would cost the first page's JS a chunk of its own.
  const list = useQuery({ ...diaryListQuery(child.id, monthOf(today)), staleTime: 0 });
  const waiting = useOutboxItems(child.id).some((item) => item.status === 'waiting' && item.entryDate === today);
  const entry = {
    entryId: list.data?.find((item) => item.entryDate === today)?.id ?? null,
    waiting,
    known: list.data !== undefined || waiting || list.fetchStatus === 'paused',
  };
  const day = formatKoreanMonthDayWeekday(today);
  const name = child.nickname;
  return (
    <section className={css.notice} aria-labelledby="diary-today">
      <h2 id="diary-today" className={css.offerTitle}>
        {t`Today's diary · ${day}`}
      </h2>
      {/* Every state is the title, one line and a button's height, so the month list under it does not
          move when the month's entries arrive (cumulative layout shift, decision 0095). */}
      {!entry.known ? (
        <>
          <p className={css.progress} role="status">
            <Trans>Checking today's entry…</Trans>
          </p>
          <span className={css.buttonRoom} aria-hidden="true" />
        </>
      ) : null}
      {entry.waiting ? (
        <>
          <p className={css.progress}>
            <Trans>Today's entry is written and saved on this phone. It is sent automatically.</Trans>
          </p>
          <Link to="/diary/write" className={button({ tone: 'secondary' })}>
            {t`Open today's entry`}
          </Link>
        </>
      ) : null}
      {entry.entryId !== null && !entry.waiting ? (
        <>
          <p className={css.progress}>
            <Trans>Today's entry is written. You can still edit it today.</Trans>
          </p>
          <Link to="/diary/read/$diaryId" params={{ diaryId: entry.entryId }} className={button({ tone: 'secondary' })}>
            {t`Open today's entry`}
          </Link>
        </>
      ) : null}
      {entry.known && entry.entryId === null && !entry.waiting ? (
        <>
          <p className={css.progress}>
            <Trans>Today's entry is not written yet.</Trans>
          </p>
          <Link to="/diary/write" className={button({ tone: 'primary' })}>
            {t`Write ${name}'s diary for today`}
          </Link>
        </>
      ) : null}
    </section>
  );
}
