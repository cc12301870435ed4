import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { SharedDiaryItem } from '../../contract/community-api.ts';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import * as css from './community.css.ts';
import { useCareAreaLabels } from '../../components/care-area/care-area-labels.ts';
import { useAgeLevelLabel, useAgeText } from './labels.ts';
import './catalog.ts';

/** One shared entry in the feed: author, child's age that day, title, excerpt, areas, photo, comments. */
export function FeedCard({ item }: { item: SharedDiaryItem }) {
  const { t } = useLingui();
  const areaLabel = useCareAreaLabels();
  const ageText = useAgeText();
  const levelLabel = useAgeLevelLabel();
  const count = item.commentCount;
  return (
    <Link to="/community/shared-diary/$diaryId" params={{ diaryId: item.id }} className={css.card}>
      <div className={css.cardMain}>
        <div className={css.meta}>
          <span className={css.author}>{item.author.nickname}</span>
          {item.mine ? (
            <span className={css.badge}>
              <Trans>Mine</Trans>
            </span>
          ) : null}
          <span aria-hidden="true">·</span>
          <span title={levelLabel(item.ageLevel)}>{ageText(item.age)}</span>
          <span aria-hidden="true">·</span>
          <span>{formatKoreanDate(item.entryDate)}</span>
        </div>
        <h2 className={css.cardTitle}>{item.title || t`Untitled entry`}</h2>
        {item.excerpt ? <p className={css.excerpt}>{item.excerpt}</p> : null}
        {item.areas.length > 0 ? (
          <ul className={css.areaRow} aria-label={t`Recorded care areas`}>
            {item.areas.map((area) => (
              <li key={area} className={css.area}>
                {areaLabel[area]}
              </li>
            ))}
          </ul>
        ) : null}
        <div className={css.cardFoot}>
          <span>{t`${count} comments`}</span>
        </div>
      </div>
      {item.thumbnailUrl ? <img className={css.thumb} src={item.thumbnailUrl} alt="" loading="lazy" decoding="async" width={84} height={84} /> : null}
    </Link>
  );
}
