import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { AdminListPage } from '../admin-kit/admin-list-page.tsx';
import * as css from '../admin-kit/admin-list.css.ts';
import type { ListView } from '../admin-kit/list-view.ts';
import type { CommentListQuery, ExpertQueueQuery } from '../../contract/admin-comments.ts';
import { commentList, expertQueueList } from './comment-lists.tsx';
import './catalog.ts';

/** The loader's checked view of the tab the URL names. */
export type CommentPageView = { tab: 'comments'; view: ListView<typeof CommentListQuery> } | { tab: 'expert'; view: ListView<typeof ExpertQueueQuery> };

/** /admin/parent-diary/comment: community comments and the expert comment queue as two tabs (SPEC §2; decisions 0042, 0045). */
export function CommentListPage({ page }: { page: CommentPageView }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const expert = page.tab === 'expert';
  // Toggle buttons, not links: both tabs are the same path, which the router would mark current twice.
  const tabs = (
    <div className={css.chips} role="group" aria-label={t`Comment kinds`}>
      <button type="button" className={css.chip} aria-pressed={!expert} onClick={() => void navigate({ to: '/admin/parent-diary/comment', search: {} })}>
        <Trans>Community comments</Trans>
      </button>
      <button
        type="button"
        className={css.chip}
        aria-pressed={expert}
        onClick={() => void navigate({ to: '/admin/parent-diary/comment', search: { tab: 'expert' } })}
      >
        <Trans>Expert comment queue</Trans>
      </button>
    </div>
  );
  // Keyed by the tab: each list keeps its own selection and inputs.
  return page.tab === 'expert' ? (
    <AdminListPage key="expert" list={expertQueueList} view={page.view} nav={tabs} />
  ) : (
    <AdminListPage key="comments" list={commentList} view={page.view} nav={tabs} />
  );
}
