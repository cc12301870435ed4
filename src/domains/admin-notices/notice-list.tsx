import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { adminList } from '../admin-kit/list-declaration.ts';
import { adminNoticesApi } from '../../contract/admin-notices-api.ts';
import { ADMIN_NOTICE_SEARCH_CATEGORIES, AdminNoticeListQuery } from '../../contract/admin-notices.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { NOTICE_CATEGORIES, NOTICE_VIEW_STATUSES } from '../../contract/notices.ts';
import { call } from '../../lib/api/call.ts';
import { CATEGORY_LABELS, STATUS_LABELS } from './notice-labels.ts';
import { adminNoticeKeys } from './notice-queries.ts';
import './catalog.ts';

const SEARCH_LABELS = { title: msg`Title`, noticeId: msg`Notice number` } as const;

/** /admin/notice: every notice in every state (SPEC §2; decisions 0045, 0065). */
export const noticeList = adminList({
  title: msg`Notices`,
  caption: msg`Notices for members`,
  schema: AdminNoticeListQuery,
  key: adminNoticeKeys.list,
  fetch: (query) => call(adminNoticesApi.adminNotices, { query }),
  total: (count) => msg`${count} notices`,
  rowName: (n) => n.title,
  search: { categories: ADMIN_NOTICE_SEARCH_CATEGORIES.map((value) => ({ value, label: SEARCH_LABELS[value] })) },
  status: NOTICE_VIEW_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
  days: msg`Publish time`,
  filters: [
    {
      kind: 'select',
      key: 'kind',
      label: msg`Category`,
      all: msg`All categories`,
      options: NOTICE_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
    },
  ],
  columns: [
    { label: msg`No.`, sort: { key: 'id', first: 'desc' }, cell: (n) => n.id },
    { label: msg`Category`, cell: (n, i18n) => i18n._(CATEGORY_LABELS[n.category]) },
    {
      label: msg`Title`,
      cell: (n, i18n) => (
        <Link className={css.rowLink} to="/admin/notice" search={{ noticeId: n.id }}>
          {n.pinned ? `[${i18n._(msg`Pinned`)}] ` : ''}
          {n.title}
        </Link>
      ),
    },
    { label: msg`Status`, cell: (n, i18n) => i18n._(STATUS_LABELS[n.status]) },
    { label: msg`Publish time`, sort: { key: 'publishAt', first: 'desc' }, cell: (n) => formatKoreanDateTime(n.publishAt) },
    { label: msg`Views`, sort: { key: 'viewCount', first: 'desc' }, cell: (n) => n.viewCount },
    { label: msg`Members who read it`, cell: (n) => n.readCount },
  ],
  bulk: {
    refresh: adminNoticeKeys.all,
    actions: [
      {
        label: msg`Delete`,
        title: msg`Delete the selected notices`,
        danger: true,
        send: (noticeIds, reason) => call(adminNoticesApi.deleteNotices, { body: { noticeIds, reason } }),
        done: (changed) => msg`Deleted ${changed} notices`,
      },
    ],
  },
  csv: { path: adminNoticesApi.adminNoticesCsv.path, fallbackName: 'notices.csv' },
  above: () => (
    <Link className={css.addLink} to="/admin/notice/write">
      <Trans>Write a notice</Trans>
    </Link>
  ),
});
