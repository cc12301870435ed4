import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { communityApi, type CommunityComment } from '../../contract/community-api.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { call } from '../../lib/api/call.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { commentsQuery, communityKeys, invalidateCommunity, sharedDiaryQuery } from './community-queries.ts';
import { CommentForm } from './comment-form.tsx';
import * as css from './community.css.ts';
import { ReportDialog } from './report-dialog.tsx';
import './catalog.ts';

/**
 * An entry's comments (decision 0018): read them, write, edit and delete one's own, report others'.
 * The entry's author answers here too, on /community/shared-diary/{diaryId}/comments and on the
 * entry's own /diary/read/{diaryId}/comments (decision 0073): a reply is the author's comment, under
 * the same rules as any (the entry shared, COMMENT_MAX characters, the per-minute pace).
 */
export function CommentThread({
  diaryId,
  onChanged,
  shared: sharedNow,
}: {
  diaryId: number;
  onChanged?: () => void;
  /** Whether the entry is shared, when the host page knows it first hand (the author's own entry). */
  shared?: boolean | undefined;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const diary = useQuery(sharedDiaryQuery(diaryId));
  const comments = useQuery(commentsQuery(diaryId));
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<CommunityComment | null>(null);
  const [reporting, setReporting] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const refresh = () => {
    onChanged?.();
    return Promise.all([queryClient.invalidateQueries({ queryKey: communityKeys.comments(diaryId) }), invalidateCommunity(queryClient)]);
  };
  const add = useMutation({
    mutationFn: (content: string) => call(communityApi.addComment, { params: { id: diaryId }, body: { content } }),
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) => call(communityApi.editComment, { params: { commentId: id }, body: { content } }),
    onSuccess: async () => {
      setEditing(null);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(communityApi.deleteComment, { params: { commentId: id } }),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
    },
  });
  const saved = (mutation: Promise<unknown>) =>
    mutation.then(
      () => true,
      () => false,
    );

  const list = comments.data ?? [];
  const author = diary.data?.mine === true;
  const shared = sharedNow ?? diary.data?.shared;
  return (
    <>
      <div className={css.thread}>
        {notice ? (
          <p className={css.notice} role="status">
            {notice}
          </p>
        ) : null}
        {comments.isPending ? <Spinner /> : null}
        <FormAlert message={errorText(comments.error)} />
        {comments.isSuccess && list.length === 0 ? (
          <p className={css.empty}>
            {author ? (
              <Trans>No comments yet. When other parents leave one, you can reply here.</Trans>
            ) : (
              <Trans>No comments yet. Be the first to leave a kind word.</Trans>
            )}
          </p>
        ) : null}
        {list.length > 0 ? (
          <ul className={css.comments} aria-label={t`Comments`}>
            {list.map((comment) => (
              <li key={comment.id} className={css.comment}>
                <div className={css.commentHead}>
                  <span className={css.author}>{comment.author.nickname}</span>
                  <span className={page.muted}>
                    {formatKoreanDateTime(comment.createdAt)}
                    {comment.edited ? ` · ${t`edited`}` : ''}
                  </span>
                </div>
                {editing === comment.id ? (
                  <>
                    <CommentForm
                      initial={comment.content}
                      label={t`Edit the comment`}
                      submitLabel={t`Save`}
                      busy={edit.isPending}
                      onSubmit={(content) => saved(edit.mutateAsync({ id: comment.id, content }))}
                      onCancel={() => setEditing(null)}
                    />
                    <FormAlert message={errorText(edit.error)} />
                  </>
                ) : (
                  <p className={css.commentBody}>{comment.content}</p>
                )}
                {editing === comment.id ? null : (
                  <div className={css.actions}>
                    {comment.mine ? (
                      <>
                        <Button
                          size="sm"
                          tone="ghost"
                          onClick={() => {
                            edit.reset();
                            setEditing(comment.id);
                          }}
                        >
                          <Trans>Edit</Trans>
                        </Button>
                        <Button size="sm" tone="ghost" onClick={() => setDeleting(comment)}>
                          <Trans>Delete</Trans>
                        </Button>
                      </>
                    ) : (
                      <Button size="sm" tone="ghost" onClick={() => setReporting(comment.id)}>
                        <Trans>Report</Trans>
                      </Button>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {shared ? (
          <>
            <CommentForm
              label={author ? t`Reply to the comments` : t`Write a comment`}
              submitLabel={author ? t`Reply` : t`Post`}
              placeholder={author ? t`Thank them, or answer their question.` : undefined}
              busy={add.isPending}
              onSubmit={(content) => saved(add.mutateAsync(content))}
            />
            <FormAlert message={errorText(add.error)} />
          </>
        ) : null}
        {author && shared === false ? (
          <p className={page.muted}>
            <Trans>This entry is not shared. Share it again to reply to comments.</Trans>
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete this comment?`}
        confirmLabel={t`Delete`}
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
      >
        <Trans>A deleted comment cannot be restored.</Trans>
        <FormAlert message={errorText(remove.error)} />
      </ConfirmDialog>
      <ReportDialog
        target={reporting === null ? null : { kind: 'COMMENT', id: reporting }}
        onClose={() => setReporting(null)}
        onReported={() => {
          setReporting(null);
          setNotice(t`Thank you. Your report was received.`);
        }}
      />
    </>
  );
}
