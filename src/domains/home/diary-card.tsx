import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ChildSummary } from '../../contract/child.ts';
import { Icon } from '../../components/icon/icon.tsx';
import { formatKoreanMonthDayWeekday } from '../../contract/calendar/format.ts';
import { koreaTodayIso } from '../../contract/calendar/today.ts';
import { diaryListQuery } from '../../lib/query/diary-queries.ts';
import * as cardCss from '../../components/home-card/home-card.css.ts';
import { isBorn } from '../../contract/child.ts';
import * as css from './home.css.ts';
import './catalog.ts';

/**
 * The home's diary card (decision 0034): once today's entry exists it says so and opens it; before,
 * it asks about today and leads to the write page; for an unborn child it offers no diary (SPEC §4,
 * the server refuses one) and leads to the diary home, which explains.
 */
export function DiaryCard({ child }: { child: ChildSummary }) {
  const { t } = useLingui();
  const born = isBorn(child);
  const todayIso = koreaTodayIso();
  // Read again on every visit: an entry written elsewhere (another device, the outbox) shows at once.
  const list = useQuery({ ...diaryListQuery(child.id, todayIso.slice(0, 7)), enabled: born, staleTime: 0 });
  const entry = list.data?.find((item) => item.entryDate === todayIso);
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
  if (entry) {
    return (
      <Link to="/diary/read/$diaryId" params={{ diaryId: String(entry.id) }} className={css.diary} data-testid="home-diary-card">
        {body(t`Today's entry is written. Open it`, 'pencil')}
      </Link>
    );
  }
  return (
    <Link to="/diary/write" className={css.diary} data-testid="home-diary-card">
      {body(t`How was ${nickname}'s day?`, 'pencil')}
    </Link>
  );
}
