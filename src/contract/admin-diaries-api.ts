/**
 * Diary management of the back office (SPEC §2 /admin/parent-diary/diary, §4, §8; decisions 0041,
 * 0042): the list of every member's entries on the one list pattern (member, child, entry days,
 * shared or not, reported or not, hidden or not), one entry with its care areas, photos, comments,
 * expert comment and reports, and hiding or restoring shared entries with a reason (audited).
 */
import * as v from 'valibot';
import { DiaryListQuery } from './admin-diaries.ts';
import { adminPage, BulkResult } from './admin-list.ts';
import { DIARY_AREAS, Diary } from './diary.ts';
import { endpoint } from './endpoint.ts';
import { EXPERT_COMMENT_VIA } from './expert-comments.ts';
import { AdminReason, ReasonBody } from './admin-reason.ts';
import { RestoreData } from './moderation-api.ts';
import { RowId, rowIdText } from './primitives.ts';

/** Entries one bulk hide changes at most (a page of the list). */
export const BULK_DIARIES_MAX = 100;
/** Reports and comments one entry's detail shows (newest reports, oldest comments first). */
export const DIARY_DETAIL_ROWS = 100;

export const EXPERT_STATUSES = ['NONE', 'WAITING', 'OVERDUE', 'WRITTEN'] as const;
export type AdminExpertStatus = (typeof EXPERT_STATUSES)[number];

const Person = v.object({ id: v.number(), nickname: v.string() });

export const AdminDiaryRow = v.object({
  id: v.number(),
  member: Person,
  child: Person,
  entryDate: v.string(),
  title: v.nullable(v.string()),
  excerpt: v.string(),
  areas: v.array(v.picklist(DIARY_AREAS)),
  imageCount: v.number(),
  shared: v.boolean(),
  hidden: v.boolean(),
  /** Reports of the entry not yet handled by an admin. */
  openReports: v.number(),
  commentCount: v.number(),
  expertStatus: v.picklist(EXPERT_STATUSES),
  createdAt: v.string(),
});
export type AdminDiaryRow = v.InferOutput<typeof AdminDiaryRow>;
export const AdminDiaryPage = adminPage(AdminDiaryRow);

export const AdminComment = v.object({
  id: v.number(),
  diaryId: v.number(),
  kind: v.picklist(['MEMBER', 'EXPERT']),
  author: Person,
  content: v.string(),
  createdAt: v.string(),
  hidden: v.boolean(),
  deleted: v.boolean(),
  openReports: v.number(),
});
export type AdminComment = v.InferOutput<typeof AdminComment>;

/** The expert comment request of an entry as the back office sees it (decision 0042: the service level). */
export const AdminExpertComment = v.object({
  id: v.number(),
  diaryId: v.number(),
  via: v.picklist(EXPERT_COMMENT_VIA),
  status: v.picklist(EXPERT_STATUSES),
  requestedAt: v.string(),
  /** requestedAt + EXPERT_COMMENT_SLA_HOURS: past it, a waiting request is overdue. */
  dueAt: v.string(),
  assignedExpert: v.nullable(Person),
  expert: v.nullable(Person),
  content: v.nullable(v.string()),
  writtenAt: v.nullable(v.string()),
});
export type AdminExpertComment = v.InferOutput<typeof AdminExpertComment>;

export const AdminDiaryDetail = v.object({
  diary: Diary,
  member: Person,
  child: Person,
  sharedAt: v.nullable(v.string()),
  hiddenAt: v.nullable(v.string()),
  reports: v.array(v.object({ id: v.number(), reporterId: v.number(), reason: v.string(), createdAt: v.string(), handled: v.boolean() })),
  comments: v.array(AdminComment),
  expertComment: v.nullable(AdminExpertComment),
});
export type AdminDiaryDetail = v.InferOutput<typeof AdminDiaryDetail>;

export const DiaryHideBody = v.object({
  diaryIds: v.pipe(v.array(RowId), v.minLength(1), v.maxLength(BULK_DIARIES_MAX)),
  reason: AdminReason,
});

const admin = ['ROLE_ADMIN'] as const;

export const adminDiariesApi = {
  adminDiaries: endpoint({
    method: 'GET',
    path: '/api/admin/diaries',
    access: admin,
    summary: 'Diary entries of every member: by author, member, child, entry days, shared, reported, hidden; a page',
    query: DiaryListQuery,
    response: AdminDiaryPage,
  }),
  adminDiariesCsv: endpoint({
    method: 'GET',
    path: '/api/admin/diaries/csv',
    access: admin,
    summary: 'The diary list of the same filter as CSV (at most 10,000 rows)',
    query: DiaryListQuery,
    response: v.string(),
    produces: 'text/csv',
  }),
  hideDiaries: endpoint({
    method: 'POST',
    path: '/api/admin/diaries/hide',
    access: admin,
    summary: `Hide up to ${BULK_DIARIES_MAX} shared entries from the community with one reason, in one transaction, each audited`,
    body: DiaryHideBody,
    response: BulkResult,
  }),
  adminDiary: endpoint({
    method: 'GET',
    path: '/api/admin/diaries/:diaryId',
    params: { diaryId: rowIdText('InvalidDiaryId') },
    access: admin,
    summary: 'One entry: care areas, photos (signed URLs), comments, expert comment, reports',
    response: AdminDiaryDetail,
  }),
  restoreDiary: endpoint({
    method: 'POST',
    path: '/api/admin/diaries/:diaryId/restore',
    params: { diaryId: rowIdText('InvalidDiaryId') },
    access: admin,
    summary: 'Show a hidden entry again with a reason (audited); its open reports are handled',
    body: ReasonBody,
    response: RestoreData,
  }),
} as const;
