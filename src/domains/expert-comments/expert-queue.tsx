/**
 * The expert's part of /main (decision 0027, SPEC §6): entries whose parents asked for a comment, the
 * oldest request first, each opening the entry with the comment editor. The /main route loads it
 * only for experts, so members never download it or its messages.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ExpertQueueItem } from '../../contract/expert-comments.ts';
import { Button } from '../../components/button/button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import { formatKoreanDateTime, formatKoreanMonthDayWeekday } from '../../contract/calendar/format.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { expertQueueQuery } from './expert-comment-queries.ts';
import { useCareAreaLabels } from '../../components/care-area/care-area-labels.ts';
import * as css from './expert-queue.css.ts';
import './catalog.ts';

function useLabels() {
  const { t } = useLingui();
  const area = useCareAreaLabels();
  // SPEC §4 age levels: under 7, 7-12, 13-24, 25 months and up.
  const levels = [t`Under 7 months`, t`7-12 months`, t`13-24 months`, t`25 months and up`];
  return { area, level: (n: number) => levels[n] ?? '' };
}

export default function ExpertQueue() {
  const { t } = useLingui();
  const queue = useQuery(expertQueueQuery());
  const errorText = useErrorText();
  const total = queue.data?.total;
  const items = queue.data?.items;
  return (
    <section className={css.card} aria-labelledby="expert-queue-title">
      <div className={css.head}>
        <span className={css.headIcon}>
          <Icon name="chat" size={18} />
        </span>
        <h2 id="expert-queue-title" className={css.heading}>
          {t`Diaries waiting for your comment`}
        </h2>
        {total ? <span className={css.count}>{t`${total} waiting`}</span> : null}
      </div>
      {queue.isPending ? <Spinner /> : null}
      {queue.isError && !items ? (
        <div className={css.error}>
          <FormAlert message={errorText(queue.error)} />
          <Button size="sm" tone="ghost" busy={queue.isFetching} onClick={() => void queue.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {items && items.length === 0 ? <p className={css.empty}>{t`No requests are waiting right now. New requests appear here, the oldest first.`}</p> : null}
      {items && items.length > 0 ? (
        <ol className={css.list} aria-label={t`Requested diaries, oldest first`}>
          {items.map((item) => (
            <li key={item.diaryId}>
              <QueueItem item={item} />
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function QueueItem({ item }: { item: ExpertQueueItem }) {
  const { t } = useLingui();
  const labels = useLabels();
  const { nickname, ageMonths } = item.child;
  const requested = formatKoreanDateTime(item.requestedAt);
  const photos = item.imageCount;
  return (
    <Link to="/diary/read/$diaryId" params={{ diaryId: item.diaryId }} className={css.item}>
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
