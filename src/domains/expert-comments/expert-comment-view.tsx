import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { WrittenExpertComment } from '../../contract/expert-comments.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { diaryExpertCommentQuery } from './expert-comment-queries.ts';
import * as css from './expert-comment.css.ts';
import './catalog.ts';

/** The expert's comment as a highlighted block: who, when (edited or not), the text. */
export function ExpertCommentBlock({ comment, label }: { comment: WrittenExpertComment; label?: string }) {
  const { t } = useLingui();
  const nickname = comment.expertNickname ?? t`Dodam expert`;
  const edited = comment.updatedAt !== comment.writtenAt;
  return (
    <article className={css.comment} aria-label={label ?? t`Expert comment`}>
      <div className={css.commentHead}>
        <span className={css.expertBadge}>{t`Expert`}</span>
        <span className={css.commentAuthor}>{nickname}</span>
        <span className={css.commentMeta}>
          {formatKoreanDateTime(comment.writtenAt)}
          {edited ? ` · ${t`edited`}` : ''}
        </span>
      </div>
      <p className={css.commentBody}>{comment.content}</p>
    </article>
  );
}

/** /diary/read/{diaryId}/comments: the expert's comment first, or where the request stands (decision 0027). */
export function ExpertCommentSection({ diaryId }: { diaryId: number }) {
  const { t } = useLingui();
  const status = useQuery(diaryExpertCommentQuery(diaryId));
  const errorText = useErrorText();
  if (status.isPending) return <Spinner />;
  if (status.error) return <FormAlert message={errorText(status.error)} />;
  const { comment } = status.data;
  if (status.data.status === 'WRITTEN' && comment) return <ExpertCommentBlock comment={comment} />;
  if (status.data.status === 'REQUESTED') {
    return (
      <div className={css.waiting} role="status">
        <p className={css.lead}>{t`The expert is preparing a comment.`}</p>
        <p className={page.muted}>{t`We will let you know when it arrives.`}</p>
      </div>
    );
  }
  return (
    <p className={page.muted}>
      {t`Want a child-care expert's view on this day?`}{' '}
      <Link to="/diary/read/$diaryId" params={{ diaryId }} className={css.commentAuthor}>
        {t`Get an expert comment`}
      </Link>
    </p>
  );
}
