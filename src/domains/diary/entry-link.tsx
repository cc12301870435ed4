import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { formatKoreanDate, formatWeekdayShort } from '../../contract/calendar/format.ts';
import { useOnline } from '../../components/offline-banner/offline-banner.tsx';
import type { OutboxItem } from './offline/outbox.ts';
import { outcomeOfItem } from './save-outcome.ts';
import { meQuery } from '../../lib/auth/session-queries.ts';
import { rememberEntryFromList } from './list-return.ts';
import { dayOfMonth } from './month-days.ts';
import type { DayRow } from './search-rows.ts';
import * as css from './diary.css.ts';
import { useDiaryLabels } from './labels.ts';
import './catalog.ts';

/**
 * One day of the diary's lists, the month list's and the search's alike (decision 0086), so the two
 * cannot drift: a stored entry opens its page (and remembers the list, where deleting it returns,
 * list-return.ts); a write waiting on this phone opens the day's write page, which opens that write
 * (decision 0033), and says where it stands (save-outcome.ts, decision 0053). The whole row is one
 * link, its name the day, the title and the second line; `list` picks the month's day column or the
 * search's whole date (its months differ) and, for a stored entry, the areas or the words found.
 */
export function EntryLink({ row, list }: { row: DayRow; list: 'month' | 'search' }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const labels = useDiaryLabels();
  const online = useOnline();
  // The signed-in member, from the session the guard loaded (as the entry's page reads it), not storage per row.
  const myId = useQuery(meQuery()).data?.id;
  const date = row.item.entryDate;
  const weekday = formatWeekdayShort(date, i18n.locale);
  const day =
    list === 'month' ? (
      <span className={css.listDay}>
        {dayOfMonth(date)}
        <span className={css.summaryTerm}>{weekday}</span>
      </span>
    ) : null;
  const wholeDate =
    list === 'search' ? (
      <span className={css.searchDate}>
        {formatKoreanDate(date)} ({weekday})
      </span>
    ) : null;
  // Where a waiting write stands, in the words the form uses too (decision 0053).
  const stateOf = (item: OutboxItem) => {
    const outcome = outcomeOfItem(item.id, item, online, undefined);
    if (outcome?.kind === 'retrying') return t`Saved on this phone · trying again`;
    if (outcome?.kind === 'sending') return t`Sending…`;
    return t`Waiting to send`;
  };
  const heading = (title: string | null, text: string) => <strong className={css.ellipsis}>{title || text.slice(0, 30) || t`(No title)`}</strong>;

  if (row.kind === 'waiting') {
    const item = row.item;
    return (
      <Link to="/diary/write" search={{ date }} className={css.listItem}>
        {day}
        <span className={css.listText}>
          {wholeDate}
          {heading(item.draft.title, item.draft.contentText)}
          <span className={css.summaryTerm}>{stateOf(item)}</span>
        </span>
      </Link>
    );
  }
  const item = row.item;
  const areas = item.areas.map((area) => labels.area[area]).join(' · ');
  const base = list === 'search' ? item.excerpt || areas : `${areas}${item.shared ? ` · ${t`Shared`}` : ''}`;
  // Who wrote it, when another of the child's family did (decision 0097).
  const author = item.authorNickname;
  const detail = author && item.authorId !== myId ? `${t`By ${author}`} · ${base}` : base;
  return (
    <Link
      to="/diary/read/$diaryId"
      params={{ diaryId: item.id }}
      className={css.listItem}
      onClick={() => rememberEntryFromList(item.id, router.history.location.state.__TSR_index)}
    >
      {day}
      <span className={css.listText}>
        {wholeDate}
        {heading(item.title, item.excerpt)}
        <span className={`${css.summaryTerm} ${css.ellipsis}`}>{detail}</span>
      </span>
      {item.thumbnailUrl ? <img className={css.thumb} src={item.thumbnailUrl} alt="" /> : null}
    </Link>
  );
}
