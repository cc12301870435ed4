import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { Button } from '../../components/button/button.tsx';
import { useOutboxItems } from './offline/outbox-items.ts';
import { RefusedWrites } from './refused-writes.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import { koreaTodayIso } from '../../contract/calendar/today.ts';
import { formatMonth } from '../../contract/calendar/format.ts';
import { waitsOffline } from '../../lib/query/waits-offline.ts';
import { diaryListQuery } from './diary-queries.ts';
import { DiarySearchResults } from './diary-search-results.tsx';
import { DIARY_SEARCH_MAX } from '../../contract/diary-search-api.ts';
import * as fieldCss from '../../components/field/field.css.ts';
import * as css from './diary.css.ts';
import { monthOf, shiftMonth } from './editable.ts';
import { firstMonth, storedWithoutWaiting, unwrittenDays } from './month-days.ts';
import type { ListPlace } from './list-place.ts';
import { EntryRows, UnwrittenDays, WaitingRows } from './month-rows.tsx';
import { NotKeptHere } from './not-kept-here.tsx';
import './catalog.ts';
import { ListError, PullToRefresh } from '../../components/list-state/list-state.tsx';

/** The month shown and the search typed: kept in the page's URL, so Back to the list finds them again. */

/**
 * A child's entries of one Korea-time month with month navigation (decision 0020), the days of it
 * still to write, and the search of all of the child's entries, every month (decision 0073), shown in
 * the month's place while searching. The page keeps `place` in its URL (`onPlace` replaces it).
 */
export function DiaryMonthList({
  childId,
  birth,
  place,
  onPlace,
  defaultMonth,
  after,
}: {
  childId: number;
  /** The Korea birth day: no month before it, no day before it to write (DiaryBeforeBirthException). */
  birth: string | null;
  place: ListPlace;
  onPlace: (next: ListPlace) => void;
  /** The month shown when the URL names none: this month, or the month of the day being written. */
  defaultMonth?: string;
  /**
   * What follows the list (the PDF-book offer), shown once the month is known: drawn under an empty
   * list it would be pushed down when the entries arrive (cumulative layout shift, decision 0095).
   */
  after?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const today = koreaTodayIso();
  const thisMonth = monthOf(today);
  const homeMonth = defaultMonth ?? thisMonth;
  // Typed and shown here at once; the URL follows (a controlled input on the router's URL would lag keys).
  const [month, setMonth] = useState(place.month ?? homeMonth);
  const [search, setSearch] = useState(place.q ?? '');
  const q = useDeferredValue(search.trim());
  const list = useQuery(diaryListQuery(childId, month));
  // Waiting writes here; refused ones with their choices in RefusedWrites (decision 0033).
  const queued = useOutboxItems(childId).filter((item) => item.status === 'waiting' && monthOf(item.entryDate) === month);
  const waitingDays = queued.map((item) => item.entryDate);
  // One row a day: the waiting write of a day stands for it, not also the server's older copy.
  const stored = list.data ? storedWithoutWaiting(list.data, waitingDays) : [];
  const unwritten = list.data ? unwrittenDays(month, today, birth, [...list.data.map((item) => item.entryDate), ...waitingDays]) : [];
  const earliest = firstMonth(birth);
  const monthLabel = formatMonth(month, i18n.locale);
  const goTo = (next: string) => {
    setMonth(next);
    onPlace({ month: next === homeMonth ? undefined : next, q: search || undefined });
  };

  return (
    <>
      <PullToRefresh onRefresh={() => list.refetch()}>
        <section className={css.card} aria-labelledby={q ? 'diary-search-label' : 'diary-month-title'}>
          {/* The search looks through every month, not the one shown (decision 0073); its box says so. */}
          <label className={fieldCss.field}>
            <span id="diary-search-label" className={fieldCss.label}>
              {t`Search all entries`}
            </span>
            <input
              className={fieldCss.input}
              type="search"
              maxLength={DIARY_SEARCH_MAX}
              value={search}
              placeholder={t`A word from the title or story`}
              onChange={(event) => {
                setSearch(event.target.value);
                onPlace({ month: month === homeMonth ? undefined : month, q: event.target.value || undefined });
              }}
            />
          </label>
          {q ? <DiarySearchResults childId={childId} q={q} /> : null}
          {q ? null : (
            <>
              <div className={css.monthNav}>
                <Button
                  size="sm"
                  tone="secondary"
                  aria-label={t`Previous month`}
                  disabled={earliest !== null && month <= earliest}
                  onClick={() => goTo(shiftMonth(month, -1))}
                >
                  ‹
                </Button>
                <h2 id="diary-month-title" className={css.monthLabel} aria-live="polite">
                  {t`Diary of ${monthLabel}`}
                </h2>
                <Button size="sm" tone="secondary" aria-label={t`Next month`} disabled={month >= thisMonth} onClick={() => goTo(shiftMonth(month, 1))}>
                  ›
                </Button>
              </div>
              <WaitingRows items={queued} />
              <RefusedWrites childId={childId} month={month} />
              {waitsOffline(list) ? <NotKeptHere what="month" /> : list.isPending ? <Spinner /> : null}
              <ListError error={list.error} busy={list.isFetching} onRetry={() => list.refetch()} />
              {/* A waiting write counts as written (decision 0053): the month is not "without entries" while one waits. */}
              {list.data && list.data.length === 0 && queued.length === 0 ? (
                <p className={css.empty}>
                  <Trans>No diary entries this month yet.</Trans>
                </p>
              ) : null}
              <EntryRows items={stored} monthLabel={monthLabel} />
              <UnwrittenDays days={unwritten} />
            </>
          )}
        </section>
      </PullToRefresh>
      {list.isPending && !waitsOffline(list) ? null : after}
    </>
  );
}
