import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { expertCommentsApi } from '../../contract/expert-comments-api.ts';
import { EXPERT_COMMENT_MAX, type DiaryExpertComment } from '../../contract/expert-comments.ts';
import type { SuccessKey } from '../../contract/message-keys.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { LeaveGuard } from '../../components/dialog/leave-guard.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { call } from '../../lib/api/call.ts';
import { useErrorText, useMessageText } from '../../lib/i18n/use-error-text.ts';
import { expertDiaryQuery, invalidateExpertComments } from './expert-comment-queries.ts';
import { ExpertCommentBlock } from './expert-comment-view.tsx';
import * as css from './expert-comment.css.ts';
import './catalog.ts';

type Save = { kind: 'write' | 'edit'; content: string };

/**
 * The expert writes the requested comment, then may edit or delete it (with confirmation); each
 * success says so with the SPEC §8 success message. Unsaved text asks before leaving the page.
 */
export function ExpertCommentEditor({ diaryId, status }: { diaryId: number; status: DiaryExpertComment }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const messageText = useMessageText();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [notice, setNotice] = useState<SuccessKey | null>(null);
  const written = status.status === 'WRITTEN' ? status.comment : null;

  const settle = async (answer: DiaryExpertComment, key: SuccessKey) => {
    queryClient.setQueryData(expertDiaryQuery(diaryId).queryKey, (data) => (data ? { ...data, expertComment: answer } : data));
    setNotice(key);
    setEditing(false);
    setConfirm(false);
    await invalidateExpertComments(queryClient);
  };
  const save = useMutation({
    mutationFn: ({ kind, content }: Save) =>
      call(kind === 'write' ? expertCommentsApi.writeExpertComment : expertCommentsApi.editExpertComment, { params: { id: diaryId }, body: { content } }),
    onSuccess: (answer, { kind }) => settle(answer, kind === 'write' ? 'ExpertCommentSaved' : 'ExpertCommentEdited'),
  });
  const remove = useMutation({
    mutationFn: () => call(expertCommentsApi.deleteExpertComment, { params: { id: diaryId } }),
    onSuccess: (answer) => settle(answer, 'ExpertCommentDeleted'),
  });

  const noticeLine = notice ? (
    <p className={css.notice} role="status">
      {messageText(notice)}
    </p>
  ) : null;

  if (written && !editing) {
    return (
      <section className={css.card} aria-label={t`Your comment`}>
        {noticeLine}
        <ExpertCommentBlock comment={written} />
        <div className={css.actions}>
          <Button
            tone="ghost"
            onClick={() => {
              save.reset();
              setNotice(null);
              setEditing(true);
            }}
          >
            <Trans>Edit</Trans>
          </Button>
          <Button
            tone="ghost"
            onClick={() => {
              remove.reset();
              setConfirm(true);
            }}
          >
            <Trans>Delete</Trans>
          </Button>
        </div>
        <ConfirmDialog
          open={confirm}
          title={t`Delete this expert comment?`}
          confirmLabel={t`Delete`}
          danger
          busy={remove.isPending}
          onConfirm={() => remove.mutate()}
          onCancel={() => setConfirm(false)}
        >
          <Trans>The parent will no longer see it, and the request goes back to the waiting list.</Trans>
          <FormAlert message={errorText(remove.error)} />
        </ConfirmDialog>
      </section>
    );
  }
  return (
    <section className={css.card} aria-label={written ? t`Edit your comment` : t`Write a comment`}>
      {noticeLine}
      <CommentForm
        key={written ? 'edit' : 'write'}
        initial={written?.content ?? ''}
        busy={save.isPending}
        submitLabel={written ? t`Save changes` : t`Post the comment`}
        onSubmit={(content) =>
          save.mutateAsync({ kind: written ? 'edit' : 'write', content }).then(
            () => true,
            () => false,
          )
        }
        onCancel={written ? () => setEditing(false) : undefined}
      />
      <FormAlert message={errorText(save.error)} />
    </section>
  );
}

function CommentForm(props: {
  initial: string;
  busy: boolean;
  submitLabel: string;
  onSubmit: (content: string) => Promise<boolean>;
  onCancel: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(props.initial);
  const [issue, setIssue] = useState<string | null>(null);
  const saved = useRef(false);
  const length = [...text.trim()].length;
  const max = EXPERT_COMMENT_MAX;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (length === 0) return setIssue(t`Please write the comment.`);
    if (length > max) return setIssue(t`Keep the comment within ${max} characters.`);
    setIssue(null);
    saved.current = true;
    if (!(await props.onSubmit(text.trim()))) saved.current = false;
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className={css.form}>
      <label htmlFor={id} className={css.lead}>
        {t`Expert comment`}
      </label>
      <textarea
        id={id}
        className={css.textarea}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t`Share what you noticed in this entry and advice the parent can try.`}
        aria-invalid={issue ? true : undefined}
        aria-describedby={`${id}-count`}
      />
      <span id={`${id}-count`} className={css.counter}>
        {t`${length} / ${max} characters`}
      </span>
      <FormAlert message={issue} />
      <div className={css.actions}>
        {props.onCancel ? (
          <Button tone="ghost" onClick={props.onCancel} disabled={props.busy}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button type="submit" tone="primary" busy={props.busy}>
          {props.submitLabel}
        </Button>
      </div>
      <LeaveGuard pending={() => !saved.current && text.trim() !== props.initial.trim()} />
    </form>
  );
}
