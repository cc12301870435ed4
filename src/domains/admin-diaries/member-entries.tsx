import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { totalText } from '../admin-kit/list-total.ts';
import * as css from '../admin-kit/admin-list.css.ts';
import { ListState } from '../admin-kit/list-state.tsx';
import { Pagination } from '../admin-kit/pagination.tsx';
import { Button } from '../../components/button/button.tsx';
import { ModalDialog } from '../../components/dialog/modal-dialog.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { EXPERT_STATUS_LABELS } from './diary-labels.ts';
import { diaryListQuery } from './diary-queries.ts';
import './catalog.ts';

const ROWS = 20;

/** The table of one member's entries, newest entry day first (SPEC §2 /admin/parent-diary/TableModal). */
export function MemberEntriesTable({ memberId, currentId }: { memberId: number; currentId?: number }) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const list = useQuery(diaryListQuery({ memberId: String(memberId), page: String(page), size: String(ROWS) }));
  const items = list.data?.items ?? [];
  return (
    <>
      <p aria-live="polite">{list.data ? t`${totalText(list.data)} entries` : null}</p>
      <div className={css.tableWrap}>
        <table className={css.table}>
          <caption className={css.visuallyHidden}>{t`Entries of member ${memberId}`}</caption>
          <thead>
            <tr>
              <th className={css.th} scope="col">
                <Trans>Entry day</Trans>
              </th>
              <th className={css.th} scope="col">
                <Trans>Title</Trans>
              </th>
              <th className={css.th} scope="col">
                <Trans>Child</Trans>
              </th>
              <th className={css.th} scope="col">
                <Trans>Community</Trans>
              </th>
              <th className={css.th} scope="col">
                <Trans>Comments</Trans>
              </th>
              <th className={css.th} scope="col">
                <Trans>Expert comment</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            <ListState columns={6} loading={list.isPending} error={list.error} empty={items.length === 0} onRetry={() => void list.refetch()} />
            {items.map((d) => (
              <tr key={d.id} className={css.row} aria-current={d.id === currentId ? 'true' : undefined}>
                <td className={css.td}>{formatKoreanDate(d.entryDate)}</td>
                <td className={css.td}>
                  <Link className={css.rowLink} to="/admin/parent-diary/diary/diary-detail" search={{ diaryId: d.id }}>
                    {d.title ?? (d.excerpt || t`(untitled)`)}
                  </Link>
                </td>
                <td className={css.td}>{d.child.nickname}</td>
                <td className={css.td}>{d.hidden ? t`Hidden` : d.shared ? t`Shared` : t`Private`}</td>
                <td className={css.td}>{d.commentCount}</td>
                <td className={css.td}>{i18n._(EXPERT_STATUS_LABELS[d.expertStatus])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data ? <Pagination page={page} size={ROWS} total={list.data.total} totalCapped={list.data.totalCapped} onPage={setPage} /> : null}
    </>
  );
}

/** The detail's button that opens the member's entries as a modal dialog. */
export function MemberEntriesDialog({ memberId, nickname, currentId }: { memberId: number; nickname: string; currentId: number }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button size="sm" tone="ghost" onClick={() => setOpen(true)}>
        <Trans>All entries of this member</Trans>
      </Button>
      <ModalDialog open={open} labelledBy={titleId} onCancel={() => setOpen(false)} size="wide">
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <h2 id={titleId} style={{ margin: 0 }}>
            <Trans>Entries of {nickname}</Trans>
          </h2>
          {open ? <MemberEntriesTable memberId={memberId} currentId={currentId} /> : null}
          <div>
            <Link className={css.rowLink} to="/admin/parent-diary/TableModal" search={{ memberId }}>
              <Trans>Open as a page</Trans>
            </Link>{' '}
            <Button size="sm" onClick={() => setOpen(false)}>
              <Trans>Close</Trans>
            </Button>
          </div>
        </div>
      </ModalDialog>
    </>
  );
}

/** /admin/parent-diary/TableModal?memberId=…: the same table as its own page. */
export function MemberEntriesPage({ memberId }: { memberId: number | undefined }) {
  const { t } = useLingui();
  const messageText = useMessageText();
  return (
    <>
      <PageHeader title={t`Member's entries`} />
      <div className={css.page}>
        {memberId === undefined ? (
          <p className={css.state} role="alert">
            {messageText('InvalidMemberId')}
          </p>
        ) : (
          <>
            <Link className={css.rowLink} to="/admin/member" search={{ memberId }}>
              <Trans>Member no. {memberId}</Trans>
            </Link>
            <MemberEntriesTable memberId={memberId} />
          </>
        )}
      </div>
    </>
  );
}
