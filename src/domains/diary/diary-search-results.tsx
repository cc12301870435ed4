import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { Button } from '../../components/button/button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import { formatKoreanDate, formatWeekdayShort } from '../../contract/calendar/format.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { waitsOffline } from '../../lib/query/waits-offline.ts';
import { diarySearchQuery } from './diary-search-queries.ts';
import * as css from './diary.css.ts';
import { useDiaryLabels } from './labels.ts';
import { rememberEntryFromList } from './list-return.ts';
import { NotKeptHere } from './not-kept-here.tsx';
import './catalog.ts';

/**
 * What the diary search found in every month of the child's entries (decision 0073), each with its
 * whole date (the months differ), newest first, more on demand. The count is said politely, so a
 * screen reader hears the outcome of typing without leaving the box.
 */
export function DiarySearchResults({ childId, q }: { childId: number; q: string }) {
  const { t, i18n } = useLingui();
  const search = useInfiniteQuery(diarySearchQuery(childId, q));
  const errorText = useErrorText();
  const labels = useDiaryLabels();
  const items = search.data?.pages.flatMap((page) => page.diaries) ?? [];
  const more = search.hasNextPage;
  const router = useRouter();
  // Offline, a search never made on this phone waits for the connection: it says so, never spins (decision 0066).
  const unsaved = waitsOffline(search);
  return (
    <>
      <p className={css.visuallyHidden} role="status" aria-live="polite">
        {search.isPending && !unsaved ? t`Searching…` : null}
        {search.isSuccess && items.length === 0 ? t`No entry matches “${q}”.` : null}
        {search.isSuccess && items.length > 0 ? (more ? t`${items.length} or more entries found.` : t`${items.length} entries found.`) : null}
      </p>
      {unsaved ? <NotKeptHere what="search" /> : null}
      {search.isPending && !unsaved ? (
        <div className={css.searching} aria-hidden="true">
          <Spinner />
          <span>{t`Searching all entries…`}</span>
        </div>
      ) : null}
      <FormAlert message={errorText(search.error)} />
      {search.isSuccess && items.length === 0 ? (
        <p className={css.empty}>
          <Trans>No entry in any month matches “{q}”.</Trans>
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className={css.list} aria-label={t`Entries matching “${q}”`}>
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to="/diary/read/$diaryId"
                params={{ diaryId: item.id }}
                className={css.listItem}
                onClick={() => rememberEntryFromList(item.id, router.history.location.state.__TSR_index)}
              >
                <span className={css.listText}>
                  <span className={css.searchDate}>
                    {formatKoreanDate(item.entryDate)} ({formatWeekdayShort(item.entryDate, i18n.locale)})
                  </span>
                  <strong className={css.ellipsis}>{item.title || item.excerpt.slice(0, 30) || t`(No title)`}</strong>
                  <span className={`${css.summaryTerm} ${css.ellipsis}`}>{item.excerpt || item.areas.map((area) => labels.area[area]).join(' · ')}</span>
                </span>
                {item.thumbnailUrl ? <img className={css.thumb} src={item.thumbnailUrl} alt="" /> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {more ? (
        <Button tone="secondary" block busy={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
          <Trans>Show more results</Trans>
        </Button>
      ) : null}
    </>
  );
}
