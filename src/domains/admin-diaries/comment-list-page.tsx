import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import * as css from '../../components/admin/admin-list.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { CommunityComments } from './community-comments.tsx';
import { ExpertQueuePanel } from './expert-queue-panel.tsx';
import './catalog.ts';

/** The URL of the comment page: `tab=expert` shows the expert queue, its filters checked by the queue's schema. */
export type CommentPageSearch = Partial<Record<string, string | number>>;

/** /admin/parent-diary/comment: community comments and the expert comment queue (SPEC §2; decision 0042). */
export function CommentListPage({ search }: { search: CommentPageSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate({ from: '/admin/parent-diary/comment/' });
  const expert = search.tab === 'expert';
  const { tab: _tab, ...filters } = search;
  return (
    <>
      <PageHeader title={t`Comment management`} />
      <div className={css.page}>
        <div className={css.chips} role="group" aria-label={t`Comment kinds`}>
          <button type="button" className={css.chip} aria-pressed={!expert} onClick={() => void navigate({ search: {} })}>
            <Trans>Community comments</Trans>
          </button>
          <button type="button" className={css.chip} aria-pressed={expert} onClick={() => void navigate({ search: { tab: 'expert' } })}>
            <Trans>Expert comment queue</Trans>
          </button>
        </div>
        {expert ? <ExpertQueuePanel search={filters} /> : <CommunityComments search={filters} />}
      </div>
    </>
  );
}
