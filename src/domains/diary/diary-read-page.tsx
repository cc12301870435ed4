import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { diaryApi } from '../../contract/diary-api.ts';
import type { Diary, DiaryListItem } from '../../contract/diary.ts';
import type { DiarySearchData } from '../../contract/diary-search-api.ts';
import { showFlash } from '../../components/flash/show-flash.ts';
import { Button } from '../../components/button/button.tsx';
import { button } from '../../components/button/button-class.ts';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { CopyButton } from '../../components/copy-button/copy-button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { Switch } from '../../components/switch/switch.tsx';
import { call } from '../../lib/api/call.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { formatKoreanMonthDayWeekday } from '../../contract/calendar/format.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { diaryKeys, diaryQuery } from './diary-queries.ts';
import { diarySearchKey } from './diary-search-queries.ts';
import { childrenQuery, meQuery } from '../../lib/auth/session-queries.ts';
import * as css from './diary.css.ts';
import { editableNow, monthOf } from './editable.ts';
import { openedFromList } from './list-return.ts';
import { EntryBody } from './entry-body.tsx';
import { rememberEditFromEntry } from './edit-return.ts';
import { MissingEntry } from './missing-entry.tsx';
import './catalog.ts';

/**
 * The expert comments' parts of the diary's pages (decision 0027). They belong to the
 * expert-comments domain, so the route hands them in (decision 0052).
 */
export type ExpertCommentParts = {
  /** The whole page an expert sees for a requested entry. */
  expertPage: ReactNode;
  /** Under the member's entry: request a comment, or its state. */
  request: ReactNode;
  /** On the member's comments page: the expert's comment. */
  comment: ReactNode;
};

/**
 * /diary/read/{diaryId}: one entry of the member with its areas, text, photos, sharing, the expert
 * comment, edit and delete. An expert opening a requested entry gets the expert's page (decision 0027).
 */
export function DiaryReadPage({ diaryId, expert }: { diaryId: number; expert: Pick<ExpertCommentParts, 'expertPage' | 'request'> }) {
  const me = useQuery(meQuery());
  if (me.isPending) return <Spinner />;
  if (me.data?.role === 'ROLE_EXPERT') return expert.expertPage;
  return <MemberDiaryReadPage diaryId={diaryId} request={expert.request} />;
}

function MemberDiaryReadPage({ diaryId, request }: { diaryId: number; request: ReactNode }) {
  const { t } = useLingui();
  // Read again on every visit: the stored copy may be of an entry deleted or changed on another
  // device or a moment ago (the stored cache can lag behind the deletion); offline it shows as stored.
  const diary = useQuery({ ...diaryQuery(diaryId), refetchOnMount: 'always' });
  const errorText = useErrorText();
  const gone = isApiError(diary.error) && diary.error.code === 'NoSuchDiaryException';
  return (
    <>
      <PageHeader title={t`Diary`} back />
      <div className={page.body}>
        <div className={css.layout}>
          {diary.isPending ? <Spinner /> : null}
          <FormAlert message={errorText(diary.error)} />
          {diary.error ? <MissingEntry /> : null}
          {diary.data && !gone ? <Entry diary={diary.data} request={request} /> : null}
        </div>
      </div>
    </>
  );
}

function Entry({ diary, request }: { diary: Diary; request: ReactNode }) {
  const { t } = useLingui();
  const children = useQuery(childrenQuery());
  const child = children.data?.find((c) => c.id === diary.childId);
  const childName = child?.nickname;
  const me = useQuery(meQuery());
  // Its author shares it and buys a comment for it; the child's owner may delete it too (decision 0097).
  // A copy stored before entries named their author is the member's own.
  const mine = !('authorId' in diary) || diary.authorId === me.data?.id;
  const author = diary.authorNickname;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const errorText = useErrorText();
  const [confirm, setConfirm] = useState(false);
  const editable = editableNow(diary);
  const id = { id: diary.id };

  const share = useMutation({
    mutationFn: (shared: boolean) => call(diaryApi.shareDiary, { params: id, body: { shared } }),
    onSuccess: (stored) => {
      queryClient.setQueryData(diaryKeys.entry(stored.id), stored);
      void queryClient.invalidateQueries({ queryKey: diaryKeys.lists(stored.childId) });
    },
  });
  const remove = useMutation({
    mutationFn: () => call(diaryApi.deleteDiary, { params: id }),
    onSuccess: async () => {
      setConfirm(false);
      const gone = (item: DiaryListItem) => item.id !== diary.id;
      queryClient.setQueriesData<DiaryListItem[]>({ queryKey: diaryKeys.lists(diary.childId) }, (list) => list?.filter(gone));
      // The search's pages too: Back to a search shows its results without the deleted entry at once.
      queryClient.setQueriesData<InfiniteData<DiarySearchData>>({ queryKey: diarySearchKey(diary.childId) }, (found) =>
        found ? { ...found, pages: found.pages.map((part) => ({ ...part, diaries: part.diaries.filter(gone) })) } : found,
      );
      showFlash(t`The entry has been deleted.`);
      // Leave first: while this page watches the entry, dropping it from the cache would fetch it again (404).
      // Back to the list it was opened from (its month and search kept in its URL), else the diary's home.
      if (openedFromList(diary.id, router.history.location.state.__TSR_index)) await leaveBack(router);
      else await navigate({ to: '/diary', search: { month: monthOf(diary.entryDate) }, replace: true });
      queryClient.removeQueries({ queryKey: diaryKeys.entry(diary.id) });
      void queryClient.invalidateQueries({ queryKey: diaryKeys.lists(diary.childId) });
    },
  });
  const words = [diary.title, diary.contentText.trim()].filter(Boolean).join('\n\n');
  const shared = share.isPending && share.variables !== undefined ? share.variables : diary.shared;

  return (
    <article className={css.layout} aria-labelledby="diary-title">
      <EntryBody
        diary={diary}
        before={childName ? <span className={css.badge}>{childName}</span> : null}
        after={
          <>
            {mine ? null : <span>· {author ? t`Written by ${author}` : t`Written by a member who has left`}</span>}
            {!editable ? <span>· {t`Read only`}</span> : null}
          </>
        }
      />
      {mine ? (
        <div className={css.card}>
          <div className={css.shareRow}>
            {/* A label of the switch: tapping the words toggles it too (decision 0035). */}
            <label id="share-label" htmlFor="share-switch" className={css.shareLabel}>
              <strong>{t`Share with the community`}</strong>
              <br />
              <span className={page.muted}>{shared ? t`Other parents can read this entry and comment.` : t`Only you can read this entry.`}</span>
            </label>
            <Switch
              id="share-switch"
              checked={shared}
              label={t`Share with the community`}
              disabled={share.isPending}
              onChange={(next) => share.mutate(next)}
              describedBy="share-label"
            />
          </div>
          <FormAlert message={errorText(share.error)} />
          <Link to="/diary/read/$diaryId/comments" params={{ diaryId: diary.id }} className={css.link}>
            {t`Comments (${diary.commentCount})`}
          </Link>
        </div>
      ) : null}
      {mine ? request : null}
      <div className={css.actions}>
        {mine || child?.guardian === false ? (
          <Button tone="ghost" onClick={() => setConfirm(true)}>
            <Trans>Delete</Trans>
          </Button>
        ) : null}
        {/* The member's own words, to paste elsewhere: selection is off app-wide (SPEC §9, decision 0073). */}
        {words ? <CopyButton text={words} label={t`Copy the diary text`} /> : null}
        {editable ? (
          <Link
            to="/diary/write/$diaryId"
            params={{ diaryId: diary.id }}
            className={button({ tone: 'primary' })}
            onClick={() => rememberEditFromEntry(diary.id, router.history.location.state.__TSR_index)}
          >
            <Trans>Edit</Trans>
          </Link>
        ) : null}
      </div>
      {!editable ? <p className={page.muted}>{t`Entries can be edited only on the day they were written (Korea time).`}</p> : null}
      <ConfirmDialog
        open={confirm}
        title={t`Delete this entry?`}
        confirmLabel={t`Delete`}
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => {
          setConfirm(false);
          remove.reset();
        }}
      >
        <p>
          <Trans>The entry, its photos and its comments will be deleted. This cannot be undone.</Trans>
        </p>
        {/* Why it was refused (an expert comment bought for it under way, decision 0087), where the question is asked. */}
        <FormAlert message={errorText(remove.error)} />
      </ConfirmDialog>
    </article>
  );
}

/** /diary/read/{diaryId}/comments: the expert's comment and the parents' comments on the member's own entry. */
/**
 * /diary/read/{diaryId}/comments. `members` is the community's comment thread (decision 0073): the
 * author reads other parents' comments and replies in place; it calls back when they change, so the
 * entry's count is read again.
 */
/** Other parents' comments on the author's entry: told when they change and whether the entry is shared now. */
type CommentsOfMembers = (props: { onChanged: () => void; shared: boolean }) => ReactNode;

export function DiaryCommentsPage({
  diaryId,
  expert,
  members,
}: {
  diaryId: number;
  expert: Pick<ExpertCommentParts, 'expertPage' | 'comment'>;
  members: CommentsOfMembers;
}) {
  const me = useQuery(meQuery());
  if (me.isPending) return <Spinner />;
  if (me.data?.role === 'ROLE_EXPERT') return expert.expertPage;
  return <MemberCommentsPage diaryId={diaryId} comment={expert.comment} members={members} />;
}

function MemberCommentsPage({ diaryId, comment, members }: { diaryId: number; comment: ReactNode; members: CommentsOfMembers }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const diary = useQuery(diaryQuery(diaryId));
  const errorText = useErrorText();
  const changed = () => void queryClient.invalidateQueries({ queryKey: diaryKeys.entry(diaryId) });
  return (
    <>
      <PageHeader title={t`Comments`} back={`/diary/read/${diaryId}`} />
      <div className={page.body}>
        <div className={css.layout}>
          {diary.isPending ? <Spinner /> : null}
          <FormAlert message={errorText(diary.error)} />
          {diary.error ? <MissingEntry /> : null}
          {diary.data ? (
            <>
              <div className={css.meta}>
                <span>{formatKoreanMonthDayWeekday(diary.data.entryDate)}</span>
                <Link to="/diary/read/$diaryId" params={{ diaryId }} className={css.link}>
                  {diary.data.title || t`(No title)`}
                </Link>
              </div>
              {comment}
              <h2 className={css.sectionTitle}>{t`Comments from other parents`}</h2>
              {diary.data.commentCount === 0 && !diary.data.shared ? (
                <p className={css.empty}>
                  <Trans>No comments from other parents yet. When you share this entry, they can leave comments here.</Trans>
                </p>
              ) : (
                members({ onChanged: changed, shared: diary.data.shared })
              )}
            </>
          ) : null}
        </div>
      </div>
    </>
  );
}

/** Goes Back one page and settles once the router has shown the page before. */
function leaveBack(router: ReturnType<typeof useRouter>): Promise<void> {
  return new Promise((resolve) => {
    const off = router.subscribe('onResolved', () => {
      off();
      resolve();
    });
    router.history.back();
  });
}
