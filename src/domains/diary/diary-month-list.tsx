import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { useOnline } from '../../components/offline-banner/offline-banner.tsx';
import { useOutboxItems } from './offline/outbox-items.ts';
import { outcomeOfItem } from './save-outcome.ts';
import { RefusedWrites } from './refused-writes.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import { koreaTodayIso } from '../../contract/calendar/today.ts';
import { formatMonth, formatWeekdayShort } from '../../contract/calendar/format.ts';
import { diaryListQuery } from './diary-queries.ts';
import { DiarySearchResults } from './diary-search-results.tsx';
import { DIARY_SEARCH_MAX } from '../../contract/diary-search-api.ts';
import * as fieldCss from '../../components/field/field.css.ts';
import * as css from './diary.css.ts';
import { monthOf, shiftMonth } from './editable.ts';
import { useDiaryLabels } from './labels.ts';
import './catalog.ts';
import { ListError, PullToRefresh } from '../../components/list-state/list-state.tsx';

/**
 * A child's entries of one Korea-time month with month navigation (decision 0020), and the search of
 * all of the child's entries, every month (decision 0073), shown in the month's place while searching.
 * Shown under the write page; any page can show it for the selected child.
 */
export function DiaryMonthList({ childId, initialMonth }: { childId: number; initialMonth?: string }) {
  const { t, i18n } = useLingui();
  const thisMonth = monthOf(koreaTodayIso());
  const [month, setMonth] = useState(initialMonth ?? thisMonth);
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const list = useQuery(diaryListQuery(childId, month));
  const labels = useDiaryLabels();
  // Waiting writes here; refused ones with their choices in RefusedWrites (decision 0033).
  const queued = useOutboxItems(childId).filter((item) => item.status === 'waiting' && monthOf(item.entryDate) === month);
  // Each waiting write says where it stands, as the page after its save does (save-outcome.ts, decision 0053).
  const online = useOnline();
  const stateOf = (item: (typeof queued)[number]) => {
    const outcome = outcomeOfItem(item.id, item, online, undefined);
    if (outcome?.kind === 'retrying') return t`Saved on this phone · trying again`;
    if (outcome?.kind === 'sending') return t`Sending…`;
    return t`Waiting to send`;
  };
  const monthLabel = formatMonth(month, i18n.locale);
  const weekday = (date: string) => formatWeekdayShort(date, i18n.locale);

  return (
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
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        {q ? <DiarySearchResults childId={childId} q={q} /> : null}
        {q ? null : (
          <>
            <div className={css.monthNav}>
              <Button size="sm" tone="secondary" aria-label={t`Previous month`} onClick={() => setMonth(shiftMonth(month, -1))}>
                ‹
              </Button>
              <h2 id="diary-month-title" className={css.monthLabel} aria-live="polite">
                {t`Diary of ${monthLabel}`}
              </h2>
              <Button size="sm" tone="secondary" aria-label={t`Next month`} disabled={month >= thisMonth} onClick={() => setMonth(shiftMonth(month, 1))}>
                ›
              </Button>
            </div>
            {queued.length > 0 ? (
              <ul className={css.list} aria-label={t`Waiting to send`}>
                {queued.map((item) => (
                  <li key={item.id} className={css.listItem}>
                    <span className={css.listDay}>
                      {Number(item.entryDate.slice(8))}
                      <span className={css.summaryTerm}>{weekday(item.entryDate)}</span>
                    </span>
                    <span className={css.listText}>
                      <strong className={css.ellipsis}>{item.draft.title || item.draft.contentText.slice(0, 30) || t`(No title)`}</strong>
                      <span className={css.summaryTerm}>{stateOf(item)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
            <RefusedWrites childId={childId} month={month} />
            {list.isPending ? <Spinner /> : null}
            <ListError error={list.error} busy={list.isFetching} onRetry={() => list.refetch()} />
            {/* A waiting write counts as written (decision 0053): the month is not "without entries" while one waits. */}
            {list.data && list.data.length === 0 && queued.length === 0 ? (
              <p className={css.empty}>
                <Trans>No diary entries this month yet.</Trans>
              </p>
            ) : null}
            {list.data && list.data.length > 0 ? (
              <ul className={css.list} aria-label={t`Entries of ${monthLabel}`}>
                {list.data.map((item) => (
                  <li key={item.id}>
                    <Link to="/diary/read/$diaryId" params={{ diaryId: String(item.id) }} className={css.listItem}>
                      <span className={css.listDay}>
                        {Number(item.entryDate.slice(8))}
                        <span className={css.summaryTerm}>{weekday(item.entryDate)}</span>
                      </span>
                      <span className={css.listText}>
                        <strong className={css.ellipsis}>{item.title || item.excerpt.slice(0, 30) || t`(No title)`}</strong>
                        <span className={`${css.summaryTerm} ${css.ellipsis}`}>
                          {item.areas.map((area) => labels.area[area]).join(' · ')}
                          {item.shared ? ` · ${t`Shared`}` : ''}
                        </span>
                      </span>
                      {item.thumbnailUrl ? <img className={css.thumb} src={item.thumbnailUrl} alt="" /> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </section>
    </PullToRefresh>
  );
}
