import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { adminList } from '../admin-kit/list-declaration.ts';
import { adminDiariesApi } from '../../contract/admin-diaries-api.ts';
import { DIARY_SEARCH_CATEGORIES, DIARY_VISIBILITIES, DiaryListQuery } from '../../contract/admin-diaries.ts';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import { call } from '../../lib/api/call.ts';
import { AUTHOR_CATEGORY_LABELS, EXPERT_STATUS_LABELS, VISIBILITY_LABELS } from './diary-labels.ts';
import { diaryKeys } from './diary-queries.ts';
import './catalog.ts';

const yesNo = (yes: ReturnType<typeof msg>, no: ReturnType<typeof msg>) => [
  { value: 'yes', label: yes },
  { value: 'no', label: no },
];

/** /admin/parent-diary/diary: every member's entries (SPEC §2; decisions 0041, 0042, 0045). */
export const diaryList = adminList({
  title: msg`Diary management`,
  caption: msg`Diary entry list`,
  schema: DiaryListQuery,
  key: diaryKeys.list,
  fetch: (query) => call(adminDiariesApi.adminDiaries, { query }),
  total: (count) => msg`${count} entries`,
  rowName: (d, i18n) => `${d.title ?? i18n._(msg`(untitled)`)} · ${d.member.nickname || d.member.id}`,
  search: { categories: DIARY_SEARCH_CATEGORIES.map((value) => ({ value, label: AUTHOR_CATEGORY_LABELS[value] })) },
  status: DIARY_VISIBILITIES.map((value) => ({ value, label: VISIBILITY_LABELS[value] })),
  days: msg`Entry days`,
  filters: [
    { kind: 'select', key: 'shared', label: msg`Sharing`, all: msg`All`, options: yesNo(msg`Shared`, msg`Not shared`) },
    { kind: 'select', key: 'reported', label: msg`Report state`, all: msg`All`, options: yesNo(msg`Open reports`, msg`No open report`) },
    { kind: 'record', key: 'memberId', label: (id) => msg`Member no. ${id}` },
    { kind: 'record', key: 'childId', label: (id) => msg`Child no. ${id}` },
  ],
  columns: [
    { label: msg`No.`, sort: { key: 'id', first: 'desc' }, cell: (d) => d.id },
    { label: msg`Entry day`, sort: { key: 'entryDate', first: 'desc' }, cell: (d) => formatKoreanDate(d.entryDate) },
    {
      label: msg`Title`,
      cell: (d, i18n) => (
        <Link className={css.rowLink} to="/admin/parent-diary/diary/diary-detail" search={{ diaryId: d.id }}>
          {d.title ?? (d.excerpt || i18n._(msg`(untitled)`))}
        </Link>
      ),
    },
    {
      label: msg`Author`,
      cell: (d) => (
        <Link className={css.rowLink} to="/admin/member" search={{ memberId: d.member.id }}>
          {d.member.nickname || d.member.id}
        </Link>
      ),
    },
    {
      label: msg`Child`,
      cell: (d) => (
        <Link className={css.rowLink} to="/admin/parent-diary/diary" search={{ childId: d.child.id }}>
          {d.child.nickname}
        </Link>
      ),
    },
    { label: msg`Community`, cell: (d, i18n) => (d.hidden ? <strong>{i18n._(msg`Hidden`)}</strong> : i18n._(d.shared ? msg`Shared` : msg`Private`)) },
    { label: msg`Reports`, cell: (d) => d.openReports },
    { label: msg`Comments`, cell: (d) => d.commentCount },
    { label: msg`Expert comment`, cell: (d, i18n) => i18n._(EXPERT_STATUS_LABELS[d.expertStatus]) },
    { label: msg`Written at`, sort: { key: 'createdAt', first: 'desc' }, cell: (d) => formatKoreanDate(d.createdAt) },
  ],
  bulk: {
    // Only shared entries that are shown can be hidden (an unshared entry is never on /community).
    selectable: (d) => d.shared && !d.hidden,
    refresh: diaryKeys.all,
    actions: [
      {
        label: msg`Hide`,
        title: msg`Hide the selected entries from the community`,
        danger: true,
        send: (diaryIds, reason) => call(adminDiariesApi.hideDiaries, { body: { diaryIds, reason } }),
        done: (changed) => msg`Hid ${changed} entries from the community.`,
      },
    ],
  },
  csv: { path: adminDiariesApi.adminDiariesCsv.path, fallbackName: 'diaries.csv' },
});
