/**
 * The expert's part of /main (issue 5 §2, SPEC §6): entries whose parents asked for a comment, the
 * oldest request first, each opening the entry with the comment editor. Loaded only for experts.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { DiaryArea } from '../../contract/diary.ts';
import type { ExpertQueueItem } from '../../contract/expert-comments.ts';
import { formatKoreanDateTime, formatKoreanMonthDayWeekday } from '../../lib/i18n/dates.ts';
import { expertQueueQuery } from '../../lib/query/expert-comment-queries.ts';
import { HomeCard, QueryBody } from './home-card.tsx';
import * as css from './expert-queue.css.ts';
import './catalog.ts';

function useLabels() {
  const { t } = useLingui();
  const area: Record<DiaryArea, string> = {
    water: t`Water`,
    sleep: t`Sleep`,
    childMeal: t`Child meal`,
    parentMeal: t`Parent meal`,
    illness: t`Illness`,
    mood: t`Mood`,
    breastfeeding: t`Breastfeeding`,
  };
  // SPEC §4 age levels: under 7, 7-12, 13-24, 25 months and up.
  const levels = [t`Under 7 months`, t`7-12 months`, t`13-24 months`, t`25 months and up`];
  return { area, level: (n: number) => levels[n] ?? '' };
}

export default function ExpertQueue() {
  const { t } = useLingui();
  const queue = useQuery(expertQueueQuery());
  const total = queue.data?.total;
  return (
    <HomeCard title={t`Diaries waiting for your comment`} icon="chat" more={total ? <span className={css.count}>{t`${total} waiting`}</span> : null}>
      <QueryBody query={queue}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={css.empty}>{t`No requests are waiting right now. New requests appear here, the oldest first.`}</p>
          ) : (
            <ol className={css.list} aria-label={t`Requested diaries, oldest first`}>
              {data.items.map((item) => (
                <li key={item.diaryId}>
                  <QueueItem item={item} />
                </li>
              ))}
            </ol>
          )
        }
      </QueryBody>
    </HomeCard>
  );
}

function QueueItem({ item }: { item: ExpertQueueItem }) {
  const { t } = useLingui();
  const labels = useLabels();
  const { nickname, ageMonths } = item.child;
  const requested = formatKoreanDateTime(item.requestedAt);
  const photos = item.imageCount;
  return (
    <Link to="/diary/read/$diaryId" params={{ diaryId: String(item.diaryId) }} className={css.item}>
      <span className={css.text}>
        <span className={css.line}>
          <strong>{formatKoreanMonthDayWeekday(item.entryDate)}</strong>
          <span>· {t`${nickname}, ${ageMonths} months`}</span>
          <span className={css.level}>{labels.level(item.child.ageLevel)}</span>
        </span>
        <span className={css.title}>{item.title || t`(No title)`}</span>
        {item.excerpt ? <span className={css.excerpt}>{item.excerpt}</span> : null}
        <span className={css.line}>
          {item.areas.map((area) => (
            <span key={area} className={css.chip}>
              {labels.area[area]}
            </span>
          ))}
          {photos > 0 ? <span className={css.chip}>{t`${photos} photos`}</span> : null}
        </span>
        <span className={css.line}>{t`Requested ${requested}`}</span>
      </span>
      {item.thumbnailUrl ? <img className={css.thumb} src={item.thumbnailUrl} alt="" loading="lazy" /> : null}
    </Link>
  );
}
