import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { adminList } from '../admin-kit/list-declaration.ts';
import { adminCommentsApi } from '../../contract/admin-comments-api.ts';
import { COMMENT_SEARCH_CATEGORIES, COMMENT_STATUSES, CommentListQuery, EXPERT_QUEUE_STATUSES, ExpertQueueQuery } from '../../contract/admin-comments.ts';
import { formatKoreanDate, formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { call } from '../../lib/api/call.ts';
import { AUTHOR_CATEGORY_LABELS, COMMENT_STATUS_LABELS, EXPERT_STATUS_LABELS } from './diary-labels.ts';
import { diaryKeys } from './diary-queries.ts';
import './catalog.ts';

const authorSearch = { categories: COMMENT_SEARCH_CATEGORIES.map((value) => ({ value, label: AUTHOR_CATEGORY_LABELS[value] })) };

const memberLink = (member: { id: number; nickname: string | null }) => (
  <Link className={css.rowLink} to="/admin/member" search={{ memberId: member.id }}>
    {member.nickname || member.id}
  </Link>
);

/** The queue's counts against its service level, above the rows. */
function QueueCounts({ page }: { page: { waiting: number; overdue: number; slaHours: number } }) {
  const { t } = useLingui();
  return (
    <p role="status" className={css.summary}>
      <strong>{t`Waiting ${page.waiting} · overdue ${page.overdue}`}</strong>
      <span>{t`A request is overdue ${page.slaHours} hours after it was made.`}</span>
    </p>
  );
}

/** /admin/parent-diary/comment: the members' community comments, hidden in bulk with a reason (decisions 0042, 0045). */
export const commentList = adminList({
  title: msg`Comment management`,
  caption: msg`Community comments`,
  schema: CommentListQuery,
  keep: ['tab'],
  key: diaryKeys.comments,
  fetch: (query) => call(adminCommentsApi.adminComments, { query }),
  total: (count) => msg`${count} comments`,
  rowName: (c) => `${c.author.nickname || c.author.id}: ${c.content.slice(0, 30)}`,
  search: authorSearch,
  status: COMMENT_STATUSES.map((value) => ({ value, label: COMMENT_STATUS_LABELS[value] })),
  days: msg`Written on`,
  filters: [{ kind: 'record', key: 'diaryId', label: (id) => msg`Entry no. ${id}` }],
  columns: [
    { label: msg`No.`, sort: { key: 'id', first: 'desc' }, cell: (c) => c.id },
    { label: msg`Comment text`, cell: (c) => <span className={css.clamp}>{c.content}</span> },
    { label: msg`Author`, cell: (c) => memberLink(c.author) },
    {
      label: msg`Entry`,
      cell: (c, i18n) => (
        <Link className={css.rowLink} to="/admin/parent-diary/comment/diary-detail" search={{ diaryId: c.diaryId }}>
          {c.diaryTitle ?? i18n._(msg`Entry no. ${c.diaryId}`)}
        </Link>
      ),
    },
    { label: msg`Status`, cell: (c, i18n) => i18n._(COMMENT_STATUS_LABELS[c.deleted ? 'DELETED' : c.hidden ? 'HIDDEN' : 'VISIBLE']) },
    { label: msg`Reports`, cell: (c) => c.openReports },
    { label: msg`Written at`, sort: { key: 'createdAt', first: 'desc' }, cell: (c) => formatKoreanDateTime(c.createdAt) },
  ],
  bulk: {
    selectable: (c) => !c.hidden && !c.deleted,
    refresh: diaryKeys.all,
    actions: [
      {
        label: msg`Hide`,
        title: msg`Hide the selected comments`,
        danger: true,
        send: (commentIds, reason) => call(adminCommentsApi.hideComments, { body: { commentIds, reason } }),
        done: (changed) => msg`Hid ${changed} comments.`,
      },
    ],
  },
  csv: { path: adminCommentsApi.adminCommentsCsv.path, fallbackName: 'comments.csv' },
});

/** The expert comment queue (`?tab=expert`): waiting and overdue against the service level (decision 0042). */
export const expertQueueList = adminList({
  title: msg`Comment management`,
  caption: msg`Expert comment requests`,
  schema: ExpertQueueQuery,
  keep: ['tab'],
  key: diaryKeys.queue,
  fetch: (query) => call(adminCommentsApi.adminExpertQueue, { query }),
  total: (count) => msg`${count} requests`,
  rowName: (r) => `${r.id}`,
  search: authorSearch,
  status: EXPERT_QUEUE_STATUSES.map((value) => ({ value, label: EXPERT_STATUS_LABELS[value] })),
  filters: [{ kind: 'record', key: 'expertId', label: (id) => msg`Expert no. ${id}` }],
  above: (page) => <QueueCounts page={page} />,
  columns: [
    { label: msg`No.`, sort: { key: 'id', first: 'desc' }, cell: (r) => r.id },
    {
      label: msg`Entry`,
      cell: (r) => (
        <Link className={css.rowLink} to="/admin/parent-diary/comment/diary-detail" search={{ diaryId: r.diaryId }}>
          {r.diaryTitle ?? formatKoreanDate(r.entryDate)}
        </Link>
      ),
    },
    { label: msg`Member`, cell: (r) => memberLink(r.member) },
    {
      label: msg`Status`,
      cell: (r, i18n) => (r.status === 'OVERDUE' ? <strong>{i18n._(EXPERT_STATUS_LABELS.OVERDUE)}</strong> : i18n._(EXPERT_STATUS_LABELS[r.status])),
    },
    { label: msg`Requested`, sort: { key: 'requestedAt', first: 'desc' }, cell: (r) => formatKoreanDateTime(r.requestedAt) },
    { label: msg`Due`, cell: (r) => formatKoreanDateTime(r.dueAt) },
    {
      label: msg`Assigned expert`,
      cell: (r) =>
        r.assignedExpert ? (
          <Link className={css.rowLink} to="/admin/parent-diary/comment" search={{ tab: 'expert', expertId: r.assignedExpert.id }}>
            {r.assignedExpert.nickname}
          </Link>
        ) : (
          '—'
        ),
    },
    { label: msg`Written by`, cell: (r) => r.expert?.nickname ?? '—' },
  ],
});
