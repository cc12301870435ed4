import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { adminList } from '../admin-kit/list-declaration.ts';
import { adminMembersApi } from '../../contract/admin-members-api.ts';
import { MEMBER_SEARCH_CATEGORIES, MemberListQuery } from '../../contract/admin-members.ts';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import { USER_STATUSES } from '../../contract/roles.ts';
import { call } from '../../lib/api/call.ts';
import { CATEGORY_LABELS, STATUS_LABELS } from './member-labels.ts';
import { memberKeys } from './member-queries.ts';
import './catalog.ts';

const setStatus = (status: 'ACTIVE' | 'RESTRICTED') => (memberIds: number[], reason: string) =>
  call(adminMembersApi.bulkMemberStatus, { body: { memberIds, status, reason } });

/** /admin/member: the member list (SPEC §2; decisions 0041, 0045); `?memberId=` opens a member. */
export const memberList = adminList({
  title: msg`Member management`,
  caption: msg`Members`,
  schema: MemberListQuery,
  keep: ['memberId'],
  key: memberKeys.list,
  fetch: (query) => call(adminMembersApi.adminMembers, { query }),
  total: (count) => msg`${count} members`,
  rowName: (m, i18n) => m.nickname ?? i18n._(msg`Member no. ${m.id}`),
  search: { categories: MEMBER_SEARCH_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })) },
  status: USER_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
  days: msg`Joined`,
  filters: [{ kind: 'toggle', key: 'review', value: 'waiting', label: msg`Waiting for report review` }],
  columns: [
    { label: msg`No.`, sort: { key: 'id', first: 'desc' }, cell: (m) => m.id },
    {
      label: msg`Nickname`,
      sort: { key: 'nickname', first: 'asc' },
      cell: (m, i18n) => (
        <Link className={css.rowLink} from="/admin/member" to="/admin/member" search={(prev) => ({ ...prev, memberId: m.id })}>
          {m.nickname ?? i18n._(msg`(no nickname)`)}
        </Link>
      ),
    },
    { label: msg`Name`, cell: (m) => m.name ?? '—' },
    { label: msg`Login ID`, cell: (m) => m.loginId ?? '—' },
    { label: msg`Phone`, mono: true, cell: (m) => m.phone || '—' },
    { label: msg`Status`, cell: (m, i18n) => i18n._(STATUS_LABELS[m.status]) },
    { label: msg`Warnings`, sort: { key: 'warningCount', first: 'desc' }, cell: (m) => m.warningCount },
    { label: msg`Joined`, sort: { key: 'createdAt', first: 'desc' }, cell: (m) => formatKoreanDate(m.createdAt) },
  ],
  bulk: {
    refresh: memberKeys.all,
    actions: [
      {
        label: msg`Restrict`,
        title: msg`Restrict the selected members`,
        danger: true,
        send: setStatus('RESTRICTED'),
        done: (changed) => msg`Restricted ${changed} members.`,
      },
      {
        label: msg`Make active`,
        title: msg`Make the selected members active`,
        send: setStatus('ACTIVE'),
        done: (changed) => msg`Made ${changed} members active.`,
      },
    ],
  },
  csv: { path: adminMembersApi.adminMembersCsv.path, fallbackName: 'members.csv' },
});
