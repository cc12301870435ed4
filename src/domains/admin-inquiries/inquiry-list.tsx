import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { adminList } from '../admin-kit/list-declaration.ts';
import { adminInquiriesApi } from '../../contract/admin-inquiries-api.ts';
import { ADMIN_INQUIRY_SEARCH_CATEGORIES, AdminInquiryListQuery } from '../../contract/admin-inquiries.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { INQUIRY_STATUSES, INQUIRY_TOPICS } from '../../contract/inquiries.ts';
import { call } from '../../lib/api/call.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';
import { STATUS_LABELS, TOPIC_LABELS } from './inquiry-labels.ts';
import { adminInquiryKeys } from './inquiry-queries.ts';
import './catalog.ts';

const SEARCH_LABELS = { nickname: msg`Member nickname`, id: msg`Member number` } as const;

/** /admin/inquiry: every 1:1 inquiry by state, topic and day sent, newest first (decision 0072). */
export const inquiryList = adminList({
  title: msg`1:1 inquiries`,
  caption: msg`Members' 1:1 inquiries`,
  schema: AdminInquiryListQuery,
  keep: ['inquiryId'],
  key: adminInquiryKeys.list,
  fetch: (query) => call(adminInquiriesApi.adminInquiries, { query }),
  total: (count) => msg`${count} inquiries`,
  rowName: (q, i18n) => i18n._(msg`Inquiry ${q.id}`),
  search: { categories: ADMIN_INQUIRY_SEARCH_CATEGORIES.map((value) => ({ value, label: SEARCH_LABELS[value] })) },
  status: INQUIRY_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
  days: msg`Asked on`,
  filters: [
    { kind: 'select', key: 'topic', label: msg`Topic`, all: msg`All topics`, options: INQUIRY_TOPICS.map((value) => ({ value, label: TOPIC_LABELS[value] })) },
    { kind: 'record', key: 'memberId', label: (id) => msg`Member no. ${id}` },
  ],
  columns: [
    { label: msg`No.`, sort: { key: 'id', first: 'desc' }, cell: (q) => q.id },
    {
      label: msg`Member`,
      cell: (q, i18n) => (
        <Link className={css.rowLink} from="/admin/inquiry" to="/admin/inquiry" search={(prev) => ({ ...prev, inquiryId: q.id })}>
          {q.member.nickname || q.member.id}
          {q.member.restricted ? ` (${i18n._(msg`restricted`)})` : ''}
        </Link>
      ),
    },
    { label: msg`Topic`, cell: (q, i18n) => i18n._(TOPIC_LABELS[q.topic]) },
    { label: msg`State`, cell: (q, i18n) => i18n._(STATUS_LABELS[q.status]) },
    { label: msg`Inquiry`, cell: (q, i18n) => `${q.content}${q.hasPhoto ? ` · ${i18n._(msg`photo`)}` : ''}` },
    { label: msg`Asked`, sort: { key: 'createdAt', first: 'desc' }, cell: (q) => formatKoreanDateTime(q.createdAt) },
    { label: msg`Answered`, sort: { key: 'answeredAt', first: 'desc' }, cell: (q) => (q.answeredAt ? formatKoreanDateTime(q.answeredAt) : '—') },
  ],
  csv: { path: adminInquiriesApi.adminInquiriesCsv.path, fallbackName: 'inquiries.csv' },
  above: (page) => (
    <p className={css.hint} role="status">
      <Trans>Waiting for an answer: {formatNumber(page.waiting)}</Trans>
    </p>
  ),
});
