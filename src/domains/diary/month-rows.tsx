import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import type { DiaryListItem } from '../../contract/diary.ts';
import { formatKoreanMonthDayWeekday, formatWeekdayShort } from '../../contract/calendar/format.ts';
import { useOnline } from '../../components/offline-banner/offline-banner.tsx';
import type { OutboxItem } from './offline/outbox.ts';
import { outcomeOfItem } from './save-outcome.ts';
import { rememberEntryFromList } from './list-return.ts';
import { dayOfMonth } from './month-days.ts';
import * as css from './diary.css.ts';
import { useDiaryLabels } from './labels.ts';
import './catalog.ts';

/** The month's writes waiting on this phone, each with where it stands (save-outcome.ts, decision 0053); a row opens the day's write. */
export function WaitingRows({ items }: { items: OutboxItem[] }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const stateOf = (item: OutboxItem) => {
    const outcome = outcomeOfItem(item.id, item, online, undefined);
    if (outcome?.kind === 'retrying') return t`Saved on this phone · trying again`;
    if (outcome?.kind === 'sending') return t`Sending…`;
    return t`Waiting to send`;
  };
  if (items.length === 0) return null;
  return (
    <ul className={css.list} aria-label={t`Waiting to send`}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to="/diary/write" search={{ date: item.entryDate }} className={css.listItem}>
            <span className={css.listDay}>
              {dayOfMonth(item.entryDate)}
              <span className={css.summaryTerm}>{formatWeekdayShort(item.entryDate, i18n.locale)}</span>
            </span>
            <span className={css.listText}>
              <strong className={css.ellipsis}>{item.draft.title || item.draft.contentText.slice(0, 30) || t`(No title)`}</strong>
              <span className={css.summaryTerm}>{stateOf(item)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The month's stored entries, newest first; opening one remembers the list, where deleting it returns (list-return.ts). */
export function EntryRows({ items, monthLabel }: { items: DiaryListItem[]; monthLabel: string }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const labels = useDiaryLabels();
  if (items.length === 0) return null;
  return (
    <ul className={css.list} aria-label={t`Entries of ${monthLabel}`}>
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to="/diary/read/$diaryId"
            params={{ diaryId: item.id }}
            className={css.listItem}
            onClick={() => rememberEntryFromList(item.id, router.history.location.state.__TSR_index)}
          >
            <span className={css.listDay}>
              {dayOfMonth(item.entryDate)}
              <span className={css.summaryTerm}>{formatWeekdayShort(item.entryDate, i18n.locale)}</span>
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
  );
}

/**
 * The month's days without an entry, each a way to write it (month-days.ts): a missed day is written
 * from here, also once today's entry exists (SPEC §4 holds only edits to their day).
 */
export function UnwrittenDays({ days }: { days: string[] }) {
  const { t } = useLingui();
  if (days.length === 0) return null;
  return (
    <section className={css.areas} aria-labelledby="diary-unwritten-title">
      <h3 id="diary-unwritten-title" className={css.sectionTitle}>
        {t`Days without an entry`}
      </h3>
      <p className={css.progress}>
        <Trans>Missed a day? Tap it to write that day's entry.</Trans>
      </p>
      <ul className={css.dayChips} aria-labelledby="diary-unwritten-title">
        {days.map((date) => {
          const day = formatKoreanMonthDayWeekday(date);
          return (
            <li key={date}>
              <Link to="/diary/write" search={{ date }} className={css.dayChip} aria-label={t`${day}: write this day`}>
                {dayOfMonth(date)}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
