import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { adminList } from '../admin-kit/list-declaration.ts';
import { adminExaminationsApi } from '../../contract/admin-examinations-api.ts';
import { ADMIN_EXAMINATION_SEARCH_CATEGORIES, AdminExaminationListQuery } from '../../contract/admin-examinations.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { EXAMINATION_STATUSES } from '../../contract/examinations.ts';
import { call } from '../../lib/api/call.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';
import { STATUS_LABELS } from './examination-labels.ts';
import { adminExaminationKeys } from './examination-queries.ts';
import './catalog.ts';

const SEARCH_LABELS = { nickname: msg`Member nickname`, id: msg`Member number` } as const;

/** /admin/examination: every developmental test by state and days paid (SPEC §2; decision 0070). */
export const examinationList = adminList({
  title: msg`Developmental tests`,
  caption: msg`Developmental tests (K-CDI)`,
  schema: AdminExaminationListQuery,
  keep: ['examinationId'],
  key: adminExaminationKeys.list,
  fetch: (query) => call(adminExaminationsApi.adminExaminations, { query }),
  total: (count) => msg`${count} tests`,
  rowName: (e, i18n) => i18n._(msg`Test ${e.id}`),
  search: { categories: ADMIN_EXAMINATION_SEARCH_CATEGORIES.map((value) => ({ value, label: SEARCH_LABELS[value] })) },
  status: EXAMINATION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
  days: msg`Paid on`,
  columns: [
    { label: msg`No.`, sort: { key: 'id', first: 'desc' }, cell: (e) => e.id },
    {
      label: msg`Member`,
      cell: (e) => (
        <Link className={css.rowLink} from="/admin/examination" to="/admin/examination" search={(prev) => ({ ...prev, examinationId: e.id })}>
          {e.member.nickname || e.member.id}
        </Link>
      ),
    },
    { label: msg`Child`, cell: (e, i18n) => (e.childAgeMonths === null ? e.child.nickname : `${e.child.nickname} (${i18n._(msg`${e.childAgeMonths} mo`)})`) },
    { label: msg`State`, cell: (e, i18n) => i18n._(STATUS_LABELS[e.status]) },
    { label: msg`Paid`, sort: { key: 'paidAt', first: 'asc' }, cell: (e) => formatKoreanDateTime(e.paidAt) },
    { label: msg`Sent`, cell: (e) => (e.sentAt ? formatKoreanDateTime(e.sentAt) : '—') },
    { label: msg`Result`, cell: (e) => (e.resultAt ? formatKoreanDateTime(e.resultAt) : '—') },
  ],
  csv: { path: adminExaminationsApi.adminExaminationsCsv.path, fallbackName: 'examinations.csv' },
  above: (page) => (
    <p className={css.hint} role="status">
      <Trans>Tests to send: {formatNumber(page.toSend)}</Trans>
    </p>
  ),
});
