import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ChildSummary } from '../../contract/child.ts';
import { Icon } from '../../components/icon/icon.tsx';
import { formatKoreanMonthDayWeekday } from '../../contract/calendar/format.ts';
import { koreaTodayIso } from '../../contract/calendar/today.ts';
import * as cardCss from '../../components/home-card/home-card.css.ts';
import { isBorn } from '../../contract/child.ts';
import * as css from './home.css.ts';
import './catalog.ts';

/** Today's diary as the diary domain tells it (its `useTodayEntry`, handed over by the /main route). */
export type TodayDiary = { entryId: number | null; waiting: boolean };
export type UseTodayDiary = (childId: number, enabled: boolean) => TodayDiary;

/**
 * The home's diary card (decision 0034): once today's entry exists it says so and opens it; before,
 * it asks about today and leads to the write page; for an unborn child it offers no diary (SPEC §4,
 * the server refuses one) and leads to the diary home, which explains. Today's write waiting on this
 * phone to be sent counts as written (decision 0053).
 */
export function DiaryCard({ child, useTodayDiary }: { child: ChildSummary; useTodayDiary: UseTodayDiary }) {
  const { t } = useLingui();
  const born = isBorn(child);
  const todayIso = koreaTodayIso();
  const entry = useTodayDiary(child.id, born);
  const today = formatKoreanMonthDayWeekday(todayIso);
  const nickname = child.nickname;
  const sub = t`Today's diary · ${today}`;
  const body = (text: string, icon: 'pencil' | 'heart') => (
    <>
      <span className={css.diaryIcon}>
        <Icon name={icon} size={22} />
      </span>
      <span className={css.childText}>
        <span className={cardCss.sub}>{sub}</span>
        <strong>{text}</strong>
      </span>
      <Icon name="chevron" size={20} />
    </>
  );
  if (!born) {
    return (
      <Link to="/diary" className={css.diary} data-testid="home-diary-card">
        {body(t`A diary for ${nickname} starts at birth.`, 'heart')}
      </Link>
    );
  }
  if (entry.entryId !== null && !entry.waiting) {
    return (
      <Link to="/diary/read/$diaryId" params={{ diaryId: entry.entryId }} className={css.diary} data-testid="home-diary-card">
        {body(t`Today's entry is written. Open it`, 'pencil')}
      </Link>
    );
  }
  if (entry.waiting) {
    // The write page opens the day's waiting write (decision 0033).
    return (
      <Link to="/diary/write" className={css.diary} data-testid="home-diary-card">
        {body(t`Today's entry is written and waits on this phone to be sent. Open it`, 'pencil')}
      </Link>
    );
  }
  return (
    <Link to="/diary/write" className={css.diary} data-testid="home-diary-card">
      {body(t`How was ${nickname}'s day?`, 'pencil')}
    </Link>
  );
}
