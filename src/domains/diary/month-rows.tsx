import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { DiaryListItem } from '../../contract/diary.ts';
import { formatKoreanMonthDayWeekday } from '../../contract/calendar/format.ts';
import type { OutboxItem } from './offline/outbox.ts';
import { EntryLink } from './entry-link.tsx';
import { dayOfMonth } from './month-days.ts';
import * as css from './diary.css.ts';
import './catalog.ts';

/** The month's writes waiting on this phone, each with where it stands; a row opens the day's write (EntryLink). */
export function WaitingRows({ items }: { items: OutboxItem[] }) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <ul className={css.list} aria-label={t`Waiting to send`}>
      {items.map((item) => (
        <li key={item.id}>
          <EntryLink row={{ kind: 'waiting', item }} list="month" />
        </li>
      ))}
    </ul>
  );
}

/** The month's stored entries, newest first; opening one remembers the list, where deleting it returns (EntryLink). */
export function EntryRows({ items, monthLabel }: { items: DiaryListItem[]; monthLabel: string }) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <ul className={css.list} aria-label={t`Entries of ${monthLabel}`}>
      {items.map((item) => (
        <li key={item.id}>
          <EntryLink row={{ kind: 'stored', item }} list="month" />
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
