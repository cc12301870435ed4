import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Diary } from '../../contract/diary.ts';
import { formatKoreanMonthDayWeekday } from '../../contract/calendar/format.ts';
import * as css from './diary.css.ts';
import { useDiaryLabels } from './labels.ts';
import { RichTextView } from './rich-text-view.tsx';
import './catalog.ts';

/**
 * What an entry says: its day, title, care areas, text and photos. The owner's read page and the
 * expert's read page (decision 0027) show the same entry; `before` and `after` frame its day with
 * each page's own words.
 */
export function EntryBody({ diary, before, after }: { diary: Diary; before?: ReactNode; after?: ReactNode }) {
  const { t } = useLingui();
  const labels = useDiaryLabels();
  const summary = labels.summary(diary.areas);
  return (
    <>
      <div className={css.meta}>
        {before}
        <span>{formatKoreanMonthDayWeekday(diary.entryDate)}</span>
        {after}
      </div>
      <h2 id="diary-title" className={css.entryTitle}>
        {diary.title || t`(No title)`}
      </h2>
      {summary.length > 0 ? (
        <dl className={css.summary} aria-label={t`Care areas`}>
          {summary.map((item) => (
            <div key={item.area} className={css.summaryItem}>
              <dt className={css.summaryTerm}>{labels.area[item.area]}</dt>
              <dd className={css.summaryValue}>{item.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <RichTextView content={diary.content} fallback={diary.contentText} />
      {diary.images.length > 0 ? (
        <ul className={css.gallery} aria-label={t`Photos`}>
          {diary.images.map((image, index) => (
            <li key={image.id} className={css.photo}>
              <a href={image.url} target="_blank" rel="noreferrer">
                <img
                  className={css.photoImg}
                  src={image.url}
                  alt={t`Photo ${index + 1}`}
                  loading="lazy"
                  width={image.width ?? undefined}
                  height={image.height ?? undefined}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
