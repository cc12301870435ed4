import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { adminList } from '../admin-kit/list-declaration.ts';
import { adminCommentsApi } from '../../contract/admin-comments-api.ts';
import { adminConsultationsApi } from '../../contract/admin-consultations-api.ts';
import { ADMIN_CONSULTATION_SEARCH_CATEGORIES, ADMIN_CONSULTATION_STATUSES, AdminConsultationListQuery } from '../../contract/admin-consultations.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { call } from '../../lib/api/call.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';
import { STATUS_LABELS, TIME_LABELS } from './consultation-labels.ts';
import { adminConsultationKeys } from './consultation-queries.ts';
import './catalog.ts';

const SEARCH_LABELS = { nickname: msg`Member nickname`, id: msg`Member number` } as const;

/** /admin/consultation: every request by state (overdue past the service level), expert and days requested (SPEC §2; decision 0069). */
export const consultationList = adminList({
  title: msg`Consultation requests`,
  caption: msg`Expert consultation requests`,
  schema: AdminConsultationListQuery,
  keep: ['consultationId'],
  key: adminConsultationKeys.list,
  fetch: (query) => call(adminConsultationsApi.adminConsultations, { query }),
  total: (count) => msg`${count} requests`,
  rowName: (c, i18n) => i18n._(msg`Request ${c.id}`),
  search: { categories: ADMIN_CONSULTATION_SEARCH_CATEGORIES.map((value) => ({ value, label: SEARCH_LABELS[value] })) },
  status: ADMIN_CONSULTATION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
  days: msg`Requested on`,
  filters: [
    {
      kind: 'lookup',
      key: 'expertId',
      label: msg`Expert`,
      all: msg`All experts`,
      choices: {
        key: [...adminConsultationKeys.experts, 'choices'],
        fetch: async () => (await call(adminCommentsApi.adminExperts, {})).experts.map((e) => ({ value: String(e.id), label: e.nickname })),
      },
    },
    { kind: 'record', key: 'memberId', label: (id) => msg`Member no. ${id}` },
  ],
  columns: [
    { label: msg`No.`, sort: { key: 'id', first: 'desc' }, cell: (c) => c.id },
    {
      label: msg`Member`,
      cell: (c) => (
        <Link className={css.rowLink} from="/admin/consultation" to="/admin/consultation" search={(prev) => ({ ...prev, consultationId: c.id })}>
          {c.member.nickname || c.member.id}
        </Link>
      ),
    },
    { label: msg`Child`, cell: (c) => c.child.nickname },
    { label: msg`State`, cell: (c, i18n) => i18n._(STATUS_LABELS[c.status]) },
    { label: msg`Phone`, mono: true, cell: (c) => c.phone },
    { label: msg`Preferred times`, cell: (c, i18n) => c.times.map((time) => i18n._(TIME_LABELS[time])).join(', ') || '—' },
    { label: msg`Requested`, sort: { key: 'requestedAt', first: 'asc' }, cell: (c) => formatKoreanDateTime(c.requestedAt) },
    { label: msg`Consultation time`, sort: { key: 'scheduledAt', first: 'asc' }, cell: (c) => (c.scheduledAt ? formatKoreanDateTime(c.scheduledAt) : '—') },
    { label: msg`Expert`, cell: (c) => c.expert?.nickname ?? '—' },
  ],
  csv: { path: adminConsultationsApi.adminConsultationsCsv.path, fallbackName: 'consultations.csv' },
  above: (page) => (
    <p className={css.hint} role="status">
      <Trans>
        Waiting for a schedule: {formatNumber(page.waiting)} · over {page.slaHours} hours: {formatNumber(page.overdue)}
      </Trans>
    </p>
  ),
});
