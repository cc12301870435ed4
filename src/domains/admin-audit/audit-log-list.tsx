import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { actionLabel, AuditRecord, ChangeCell } from '../admin-kit/audit-trail.tsx';
import { AUDIT_ACTION_LABELS, AUDIT_RESOURCE_LABELS } from '../admin-kit/audit-labels.ts';
import { adminList } from '../admin-kit/list-declaration.ts';
import { auditApi } from '../../contract/audit-api.ts';
import { AUDIT_ACTIONS, AUDIT_RESOURCE_KINDS, AuditListQuery } from '../../contract/audit.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { call } from '../../lib/api/call.ts';
import './catalog.ts';

/** /admin/audit-log: every admin change, read-only, filtered by the admin who acted, action, record and days (decisions 0041, 0045). */
export const auditLogList = adminList({
  title: msg`Audit log`,
  caption: msg`Audit log`,
  schema: AuditListQuery,
  key: (query) => ['admin', 'audit-log', query],
  fetch: (query) => call(auditApi.auditLog, { query }),
  total: (count) => msg`${count} changes`,
  rowName: (e) => `${e.id}`,
  days: msg`Changed`,
  filters: [
    {
      kind: 'select',
      key: 'action',
      label: msg`Action`,
      all: msg`All actions`,
      options: AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] })),
    },
    {
      kind: 'select',
      key: 'resourceKind',
      label: msg`Record kind`,
      all: msg`All records`,
      options: AUDIT_RESOURCE_KINDS.map((value) => ({ value, label: AUDIT_RESOURCE_LABELS[value] })),
    },
    { kind: 'number', key: 'resourceId', label: msg`Record number` },
    {
      kind: 'lookup',
      key: 'adminId',
      label: msg`Admin`,
      all: msg`All admins`,
      choices: {
        key: ['admin', 'audit-log', 'admins'],
        fetch: async () => (await call(auditApi.auditAdmins, {})).admins.map((a) => ({ value: String(a.id), label: a.name })),
      },
    },
  ],
  columns: [
    { label: msg`Time`, cell: (e) => formatKoreanDateTime(e.createdAt) },
    {
      label: msg`Admin`,
      cell: (e) => (
        <Link className={css.rowLink} to="/admin/audit-log" search={{ adminId: e.adminId }} title={`#${e.adminId}`}>
          {e.adminName}
        </Link>
      ),
    },
    { label: msg`Action`, cell: (e, i18n) => actionLabel(e.action, (d) => i18n._(d)) },
    { label: msg`Changed record`, cell: (e) => <AuditRecord entry={e} /> },
    { label: msg`Change`, cell: (e) => <ChangeCell entry={e} /> },
    { label: msg`Reason given`, cell: (e) => e.reason ?? '—' },
    { label: msg`Address`, mono: true, cell: (e) => e.clientAddress },
  ],
  csv: { path: auditApi.auditLogCsv.path, fallbackName: 'audit-log.csv' },
});
