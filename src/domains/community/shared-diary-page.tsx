import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { SharedDiary } from '../../contract/community-api.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { sharedDiaryQuery } from './community-queries.ts';
import { AreaValues } from './area-values.tsx';
import * as css from './community.css.ts';
import { EntryMenu } from './entry-menu.tsx';
import { useAgeText } from './labels.ts';
import { paragraphsOf } from './paragraphs.ts';
import './catalog.ts';

/** /community/shared-diary/{diaryId}: one shared entry, read-only, with the report/block menu. */
export function SharedDiaryPage({ diaryId }: { diaryId: number }) {
  const { t } = useLingui();
  const diary = useQuery(sharedDiaryQuery(diaryId));
  const errorText = useErrorText();
  return (
    <>
      <PageHeader title={t`Shared entry`} back="/community" />
      <div className={page.body}>
        {diary.isPending ? <Spinner /> : null}
        <FormAlert message={errorText(diary.error)} />
        {diary.data ? <Entry diary={diary.data} /> : null}
      </div>
    </>
  );
}

function Entry({ diary }: { diary: SharedDiary }) {
  const { t } = useLingui();
  const ageText = useAgeText();
  const [reported, setReported] = useState(false);
  const count = diary.commentCount;
  return (
    <>
      {reported ? (
        <p className={css.notice} role="status">
          <Trans>Thank you. Your report was received.</Trans>
        </p>
      ) : null}
      <article className={css.article}>
        <div className={css.articleHead}>
          <div className={css.cardMain}>
            <div className={css.meta}>
              <span className={css.author}>{diary.author.nickname}</span>
              <span aria-hidden="true">·</span>
              <span>{ageText(diary.age)}</span>
              <span aria-hidden="true">·</span>
              <span>{formatKoreanDate(diary.entryDate)}</span>
            </div>
            <h2 className={css.articleTitle}>{diary.title || t`Untitled entry`}</h2>
            {diary.mine && !diary.shared ? (
              <p className={page.muted}>
                <Trans>Only you can see this entry: it is not shared.</Trans>
              </p>
            ) : null}
          </div>
          {diary.mine ? null : <EntryMenu diaryId={diary.id} author={diary.author} onReported={() => setReported(true)} />}
        </div>
        <AreaValues areas={diary.areas} />
        {diary.contentText.trim() ? (
          <div className={css.text}>
            {paragraphsOf(diary.contentText).map((paragraph, index) => (
              <p key={index} className={css.paragraph}>
                {paragraph}
              </p>
            ))}
          </div>
        ) : null}
        {diary.images.length > 0 ? (
          <div className={css.photos}>
            {diary.images.map((image, index) => (
              <img
                key={image.id}
                className={css.photo}
                src={image.url}
                alt={t`Photo ${index + 1}`}
                loading="lazy"
                decoding="async"
                width={image.width ?? undefined}
                height={image.height ?? undefined}
              />
            ))}
          </div>
        ) : null}
      </article>
      <Link to="/community/shared-diary/$diaryId/comments" params={{ diaryId: diary.id }} className={css.commentLink}>
        <span>{t`Comments ${count}`}</span>
        <Icon name="chevron" size={20} />
      </Link>
    </>
  );
}
