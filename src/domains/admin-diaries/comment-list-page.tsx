import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { AdminListPage } from '../../components/admin/admin-list-page.tsx';
import * as css from '../../components/admin/admin-list.css.ts';
import type { ListView } from '../../components/admin/list-view.ts';
import type { CommentListQuery, ExpertQueueQuery } from '../../contract/admin-comments.ts';
import { commentList, expertQueueList } from './comment-lists.tsx';
import './catalog.ts';

/** The loader's checked view of the tab the URL names. */
export type CommentPageView = { tab: 'comments'; view: ListView<typeof CommentListQuery> } | { tab: 'expert'; view: ListView<typeof ExpertQueueQuery> };

/** /admin/parent-diary/comment: community comments and the expert comment queue as two tabs (SPEC §2; decisions 0042, 0045). */
export function CommentListPage({ page }: { page: CommentPageView }) {
  const { t } = useLingui();
  const expert = page.tab === 'expert';
  const tabs = (
    <nav className={css.chips} aria-label={t`Comment kinds`}>
      <Link to="/admin/parent-diary/comment" search={{}} className={css.chip} aria-current={expert ? undefined : 'page'}>
        <Trans>Community comments</Trans>
      </Link>
      <Link to="/admin/parent-diary/comment" search={{ tab: 'expert' }} className={css.chip} aria-current={expert ? 'page' : undefined}>
        <Trans>Expert comment queue</Trans>
      </Link>
    </nav>
  );
  // Keyed by the tab: each list keeps its own selection and inputs.
  return page.tab === 'expert' ? (
    <AdminListPage key="expert" list={expertQueueList} view={page.view} nav={tabs} />
  ) : (
    <AdminListPage key="comments" list={commentList} view={page.view} nav={tabs} />
  );
}
