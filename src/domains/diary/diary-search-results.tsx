import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '../../components/button/button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { waitsOffline } from '../../lib/query/waits-offline.ts';
import { diarySearchQuery } from './diary-search-queries.ts';
import * as css from './diary.css.ts';
import { EntryLink } from './entry-link.tsx';
import { NotKeptHere } from './not-kept-here.tsx';
import { useOutboxItems } from './offline/outbox-items.ts';
import { RefusedWrites } from './refused-writes.tsx';
import { rowKey, searchRows } from './search-rows.ts';
import './catalog.ts';

/**
 * What the diary search found in every month of the child's entries (decision 0073), each with its
 * whole date (the months differ), newest first, more on demand. The count is said politely, so a
 * screen reader hears the outcome of typing without leaving the box. A day with a write waiting on
 * this phone is one row, as in the month list (search-rows.ts, decision 0086); a refused write that
 * holds the word shows above the results with its choices (decision 0033), never dropped.
 */
export function DiarySearchResults({ childId, q }: { childId: number; q: string }) {
  const { t } = useLingui();
  const search = useInfiniteQuery(diarySearchQuery(childId, q));
  const errorText = useErrorText();
  const queued = useOutboxItems(childId);
  const more = search.hasNextPage;
  // The writes on this phone join what the server found: also offline, where they are all there is.
  const rows = searchRows(search.data?.pages.flatMap((page) => page.diaries) ?? [], queued, q, more);
  // Offline, a search never made on this phone waits for the connection: it says so, never spins (decision 0066).
  const unsaved = waitsOffline(search);
  const searching = search.isPending && !unsaved;
  return (
    <>
      <p className={css.visuallyHidden} role="status" aria-live="polite">
        {searching ? t`Searching…` : null}
        {search.isSuccess && rows.length === 0 ? t`No entry matches “${q}”.` : null}
        {!searching && rows.length > 0 ? (more ? t`${rows.length} or more entries found.` : t`${rows.length} entries found.`) : null}
      </p>
      {unsaved ? <NotKeptHere what="search" /> : null}
      <RefusedWrites childId={childId} q={q} />
      {searching ? (
        <div className={css.searching} aria-hidden="true">
          <Spinner />
          <span>{t`Searching all entries…`}</span>
        </div>
      ) : null}
      <FormAlert message={errorText(search.error)} />
      {search.isSuccess && rows.length === 0 ? (
        <p className={css.empty}>
          <Trans>No entry in any month matches “{q}”.</Trans>
        </p>
      ) : null}
      {rows.length > 0 ? (
        <ul className={css.list} aria-label={t`Entries matching “${q}”`}>
          {rows.map((row) => (
            <li key={rowKey(row)}>
              <EntryLink row={row} list="search" />
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
