/**
 * Comment management of the back office (SPEC §2 /admin/parent-diary/comment, §8; decisions 0027,
 * 0041, 0042): the members' community comments (hide and restore with a reason, audited) and the
 * expert comment queue — waiting, overdue past the service level, written — with the reassignment of
 * a waiting request to an expert (audited).
 */
import * as v from 'valibot';
import { CommentListQuery, ExpertQueueQuery } from './admin-comments.ts';
import { AdminComment, AdminExpertComment } from './admin-diaries-api.ts';
import { adminPage, BulkResult } from './admin-list.ts';
import { endpoint } from './endpoint.ts';
import { EXPERT_COMMENT_SLA_HOURS } from './expert-comments.ts';
import { AdminReason, ReasonBody } from './admin-reason.ts';
import { RestoreData } from './moderation-api.ts';
import { RowId, rowIdText } from './primitives.ts';

export const BULK_COMMENTS_MAX = 100;

export const AdminCommentRow = v.object({ ...AdminComment.entries, diaryTitle: v.nullable(v.string()), entryDate: v.string() });
export type AdminCommentRow = v.InferOutput<typeof AdminCommentRow>;
export const AdminCommentPage = adminPage(AdminCommentRow);

export const ExpertQueueRow = v.object({
  ...AdminExpertComment.entries,
  member: v.object({ id: v.number(), nickname: v.string() }),
  entryDate: v.string(),
  diaryTitle: v.nullable(v.string()),
});
export type ExpertQueueRow = v.InferOutput<typeof ExpertQueueRow>;
/** A page of the queue with the counts the page heads with: waiting and overdue right now. */
export const ExpertQueuePage = v.object({
  ...adminPage(ExpertQueueRow).entries,
  waiting: v.number(),
  overdue: v.number(),
  slaHours: v.number(),
});

export const Expert = v.object({ id: v.number(), nickname: v.string(), assignedWaiting: v.number() });
export const ExpertList = v.object({ experts: v.array(Expert) });

export const CommentHideBody = v.object({
  commentIds: v.pipe(v.array(RowId), v.minLength(1), v.maxLength(BULK_COMMENTS_MAX)),
  reason: AdminReason,
});
export const ReassignBody = v.object({ expertId: RowId, reason: AdminReason });

const admin = ['ROLE_ADMIN'] as const;

export const adminCommentsApi = {
  adminComments: endpoint({
    method: 'GET',
    path: '/api/admin/comments',
    access: admin,
    summary: 'Community comments: by author, entry, Korea days written, visible, hidden, deleted or reported; a page',
    query: CommentListQuery,
    response: AdminCommentPage,
  }),
  adminCommentsCsv: endpoint({
    method: 'GET',
    path: '/api/admin/comments/csv',
    access: admin,
    summary: 'The comment list of the same filter as CSV (Korea time, at most 10,000 rows; the export is audited)',
    query: CommentListQuery,
    response: v.string(),
    produces: 'text/csv',
  }),
  hideComments: endpoint({
    method: 'POST',
    path: '/api/admin/comments/hide',
    access: admin,
    summary: `Hide up to ${BULK_COMMENTS_MAX} comments with one reason, in one transaction, each audited`,
    body: CommentHideBody,
    response: BulkResult,
  }),
  restoreComment: endpoint({
    method: 'POST',
    path: '/api/admin/comments/:commentId/restore',
    params: { commentId: rowIdText('InvalidCommentId') },
    access: admin,
    summary: 'Show a hidden comment again with a reason (audited); its open reports are handled',
    body: ReasonBody,
    response: RestoreData,
  }),
  adminExpertQueue: endpoint({
    method: 'GET',
    path: '/api/admin/expert-comments',
    access: admin,
    summary: `Expert comment requests: waiting, overdue (${EXPERT_COMMENT_SLA_HOURS} h after the request) or written; a page with the counts`,
    query: ExpertQueueQuery,
    response: ExpertQueuePage,
  }),
  adminExperts: endpoint({
    method: 'GET',
    path: '/api/admin/experts',
    access: admin,
    summary: 'Active experts with the waiting requests assigned to each (the reassign choices)',
    response: ExpertList,
  }),
  reassignExpertComment: endpoint({
    method: 'POST',
    path: '/api/admin/expert-comments/:expertCommentId/assign',
    params: { expertCommentId: rowIdText('InvalidCommentId') },
    access: admin,
    summary: 'Assign a waiting request to an expert with a reason (audited on its entry)',
    body: ReassignBody,
    response: AdminExpertComment,
  }),
} as const;
