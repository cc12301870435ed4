/**
 * The comment list's and the expert queue's sorts, search categories and queries (decisions 0041,
 * 0042), apart from the endpoints so that the route's validateSearch carries only these.
 */
import * as v from 'valibot';
import { adminListQuery } from './admin-list.ts';
import { rowIdText } from './primitives.ts';

export const COMMENT_SORTS = ['createdAt', 'id'] as const;
export const COMMENT_SEARCH_CATEGORIES = ['nickname', 'id'] as const;
/** VISIBLE: shown to members; HIDDEN: hidden by reports or an admin; DELETED: removed by its author; REPORTED: open reports. */
export const COMMENT_STATUSES = ['VISIBLE', 'HIDDEN', 'DELETED', 'REPORTED'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** `category=nickname|id` searches the author; `diaryId` keeps one entry's comments; `from`–`to` are Korea days written. */
export const CommentListQuery = adminListQuery({
  sorts: COMMENT_SORTS,
  categories: COMMENT_SEARCH_CATEGORIES,
  statuses: COMMENT_STATUSES,
  statusError: 'BadRequest',
  filters: { diaryId: v.optional(rowIdText('InvalidDiaryId')) },
});
export type CommentListQuery = v.InferOutput<typeof CommentListQuery>;
export type CommentListSearch = v.InferInput<typeof CommentListQuery>;

export const EXPERT_QUEUE_SORTS = ['requestedAt', 'id'] as const;
export const EXPERT_QUEUE_STATUSES = ['WAITING', 'OVERDUE', 'WRITTEN'] as const;
export type ExpertQueueSort = (typeof EXPERT_QUEUE_SORTS)[number];

/** `category=nickname|id` searches the member who asked; `expertId` keeps the requests assigned to (or written by) one expert. */
export const ExpertQueueQuery = adminListQuery({
  sorts: EXPERT_QUEUE_SORTS,
  categories: COMMENT_SEARCH_CATEGORIES,
  statuses: EXPERT_QUEUE_STATUSES,
  statusError: 'BadRequest',
  filters: { expertId: v.optional(rowIdText('InvalidMemberId')) },
});
export type ExpertQueueQuery = v.InferOutput<typeof ExpertQueueQuery>;
export type ExpertQueueSearch = v.InferInput<typeof ExpertQueueQuery>;
