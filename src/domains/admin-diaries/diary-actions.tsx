import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionForm } from '../admin-kit/action-form.tsx';
import { auditTrailKey } from '../admin-kit/audit-trail.tsx';
import { ExpertAssignForm } from '../admin-kit/expert-assign-form.tsx';
import { ReasonField, useReasonCheck } from '../admin-kit/reason-field.tsx';
import { useAdminAction } from '../admin-kit/use-admin-action.ts';
import { Button } from '../../components/button/button.tsx';
import * as page from '../../components/page/page.css.ts';
import { adminCommentsApi } from '../../contract/admin-comments-api.ts';
import { adminDiariesApi, type AdminComment, type AdminDiaryDetail, type AdminExpertComment } from '../../contract/admin-diaries-api.ts';
import { call } from '../../lib/api/call.ts';
import { diaryKeys, expertsQuery } from './diary-queries.ts';
import './catalog.ts';

/** An action on an entry: refreshes the entry, the lists and the entry's audit rows. */
const entryRefresh = (diaryId: number, extra: readonly QueryKey[] = []) => ({ done: [diaryKeys.all, auditTrailKey('diary', diaryId), ...extra] });

/** Hide a shown shared entry from the community, or show a hidden one again, with a reason (audited). */
export function VisibilityForm({ detail }: { detail: AdminDiaryDetail }) {
  const { t } = useLingui();
  const { busy, result, run } = useAdminAction(entryRefresh(detail.diary.id));
  const [reason, setReason] = useState('');
  const reasonCheck = useReasonCheck();
  const hidden = detail.hiddenAt !== null;
  if (!detail.diary.shared && !hidden) {
    return (
      <p className={page.card} style={{ margin: 0 }}>
        <Trans>Not shared: the community does not show this entry.</Trans>
      </p>
    );
  }
  const id = detail.diary.id;
  return (
    <ActionForm
      title={hidden ? t`Show this entry on the community again` : t`Hide this entry from the community`}
      result={result}
      onSubmit={() =>
        reasonCheck.ready(reason) &&
        void run(
          async () => {
            await (hidden
              ? call(adminDiariesApi.restoreDiary, { params: { diaryId: id }, body: { reason }, navigateOnError: false })
              : call(adminDiariesApi.hideDiaries, { body: { diaryIds: [id], reason }, navigateOnError: false }));
            // Cleared once it went through; a refused change keeps the reason for another try (decision 0048).
            setReason('');
            reasonCheck.reset();
          },
          hidden ? t`The entry is shown again.` : t`The entry is hidden.`,
        )
      }
    >
      <ReasonField value={reason} onChange={setReason} error={reasonCheck.error(reason)} />
      <Button type="submit" size="sm" tone={hidden ? 'primary' : 'danger'} busy={busy}>
        {hidden ? <Trans>Show again</Trans> : <Trans>Hide</Trans>}
      </Button>
    </ActionForm>
  );
}

/** A comment's hide or restore with a reason (audited on the comment). */
export function CommentAction({ comment }: { comment: AdminComment }) {
  const { t } = useLingui();
  // The comment's own history is refreshed too, whether the change went through or was refused.
  const commentTrail = auditTrailKey('comment', comment.id);
  const { busy, result, run } = useAdminAction({ ...entryRefresh(comment.diaryId, [commentTrail]), failed: [commentTrail] });
  const [reason, setReason] = useState('');
  const reasonCheck = useReasonCheck();
  const [open, setOpen] = useState(false);
  if (comment.deleted) return null;
  if (!open)
    return (
      <Button size="sm" tone="ghost" onClick={() => setOpen(true)}>
        {comment.hidden ? <Trans>Show again…</Trans> : <Trans>Hide…</Trans>}
      </Button>
    );
  return (
    <ActionForm
      title={comment.hidden ? t`Show comment ${comment.id} again` : t`Hide comment ${comment.id}`}
      result={result}
      onSubmit={() =>
        reasonCheck.ready(reason) &&
        void run(
          async () => {
            await (comment.hidden
              ? call(adminCommentsApi.restoreComment, { params: { commentId: comment.id }, body: { reason }, navigateOnError: false })
              : call(adminCommentsApi.hideComments, { body: { commentIds: [comment.id], reason }, navigateOnError: false }));
            setReason('');
            reasonCheck.reset();
          },
          comment.hidden ? t`The comment is shown again.` : t`The comment is hidden.`,
        )
      }
    >
      <ReasonField value={reason} onChange={setReason} error={reasonCheck.error(reason)} />
      <Button type="submit" size="sm" tone={comment.hidden ? 'primary' : 'danger'} busy={busy}>
        {comment.hidden ? <Trans>Show again</Trans> : <Trans>Hide</Trans>}
      </Button>
    </ActionForm>
  );
}

/** Reassign a waiting expert comment request to an active expert, with a reason (audited on the entry). */
export function ReassignForm({ request }: { request: AdminExpertComment }) {
  const { t } = useLingui();
  const experts = useQuery(expertsQuery());
  if (request.status === 'WRITTEN' || request.status === 'NONE') return null;
  return (
    <ExpertAssignForm
      title={t`Assign to an expert`}
      experts={(experts.data?.experts ?? []).map((e) => ({ id: e.id, label: t`${e.nickname} (${e.assignedWaiting} waiting)` }))}
      assign={(expertId, reason) =>
        call(adminCommentsApi.reassignExpertComment, { params: { expertCommentId: request.id }, body: { expertId, reason }, navigateOnError: false })
      }
      doneText={t`The request was assigned.`}
      refresh={entryRefresh(request.diaryId)}
    />
  );
}
