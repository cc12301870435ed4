/**
 * The community of decision 0018 (SPEC §1, §2, §6): the feed of shared diary entries, one shared entry,
 * its comments, reports and blocks. Spread into `api` in api.ts; the client imports this group.
 */
import * as v from 'valibot';
import { RowIdText, Str } from './primitives.ts';
import { DIARY_AREAS, DiaryAreas, DiaryImage } from './diary.ts';
import { endpoint } from './endpoint.ts';

/** Entries per feed page. */
export const COMMUNITY_PAGE_SIZE = 10;
/** Comment length after trimming (SPEC §5: comment content required). */
export const COMMENT_MAX = 500;
/** Optional free text of a report. */
export const REPORT_DETAIL_MAX = 300;

export const AGE_LEVELS = ['0', '1', '2', '3'] as const;
export const REPORT_TARGETS = ['DIARY', 'COMMENT', 'MEMBER'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_REASONS = ['SPAM', 'ABUSE', 'SEXUAL', 'PRIVACY', 'ILLEGAL', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** `<microseconds since epoch of sharedAt>_<id>`: the feed continues strictly after it (stable under inserts). */
export const FeedCursor = v.pipe(Str, v.regex(/^\d{1,17}_\d{1,9}$/));
export const FeedQuery = v.object({
  /** SPEC §4 age level of the child on the entry's day. */
  ageLevel: v.optional(v.picklist(AGE_LEVELS)),
  cursor: v.optional(FeedCursor),
});

/** The child's age on the entry's day, as SPEC §4 displays it (days / months and days / years). */
export const AgeAtEntry = v.variant('kind', [
  v.object({ kind: v.literal('days'), days: v.number() }),
  v.object({ kind: v.literal('monthsDays'), months: v.number(), days: v.number() }),
  v.object({ kind: v.literal('years'), years: v.number() }),
  v.object({ kind: v.literal('unborn') }),
]);
export type AgeAtEntry = v.InferOutput<typeof AgeAtEntry>;

export const CommunityAuthor = v.object({ id: v.number(), nickname: v.string() });

const SharedCommon = {
  id: v.number(),
  entryDate: v.string(),
  sharedAt: v.string(),
  title: v.nullable(v.string()),
  author: CommunityAuthor,
  ageLevel: v.picklist([0, 1, 2, 3]),
  age: AgeAtEntry,
  commentCount: v.number(),
  /** The viewer wrote it: no report or block menu. */
  mine: v.boolean(),
};

/** A feed row. */
export const SharedDiaryItem = v.object({
  ...SharedCommon,
  excerpt: v.string(),
  /** The care areas recorded that day. */
  areas: v.array(v.picklist(DIARY_AREAS)),
  imageCount: v.number(),
  /** Signed URL of the first photo (DIARY_IMAGE_PATH), or null. */
  thumbnailUrl: v.nullable(v.string()),
});
export type SharedDiaryItem = v.InferOutput<typeof SharedDiaryItem>;
export const FeedData = v.object({ diaries: v.array(SharedDiaryItem), nextCursor: v.nullable(FeedCursor) });
export type FeedData = v.InferOutput<typeof FeedData>;

/** One shared entry, read-only. */
export const SharedDiary = v.object({
  ...SharedCommon,
  shared: v.boolean(),
  areas: DiaryAreas,
  contentText: v.string(),
  images: v.array(DiaryImage),
});
export type SharedDiary = v.InferOutput<typeof SharedDiary>;

export const CommentContent = v.pipe(Str, v.trim(), v.minLength(1, 'CommentRequired'), v.maxLength(COMMENT_MAX, 'CommentTooLong'));
export const CommentBody = v.object({ content: CommentContent });

export const CommunityComment = v.object({
  id: v.number(),
  diaryId: v.number(),
  kind: v.picklist(['MEMBER', 'EXPERT']),
  author: CommunityAuthor,
  content: v.string(),
  createdAt: v.string(),
  edited: v.boolean(),
  mine: v.boolean(),
});
export type CommunityComment = v.InferOutput<typeof CommunityComment>;
export const CommentListData = v.object({ comments: v.array(CommunityComment) });

export const ReportBody = v.object({
  targetKind: v.picklist(REPORT_TARGETS),
  targetId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999)),
  reason: v.picklist(REPORT_REASONS),
  detail: v.optional(v.nullable(v.pipe(Str, v.trim(), v.maxLength(REPORT_DETAIL_MAX)))),
});
export type ReportBody = v.InferOutput<typeof ReportBody>;
/** A second report of the same target by the same member is idempotent: `alreadyReported`, counted once (decision 0030). */
export const ReportData = v.object({ reportId: v.number(), alreadyReported: v.boolean() });

export const BlockedMember = v.object({ id: v.number(), nickname: v.string(), blockedAt: v.string() });
export const BlockListData = v.object({ blocks: v.array(BlockedMember) });

const member = ['ROLE_MEMBER', 'ROLE_EXPERT'] as const;

export const communityApi = {
  communityFeed: endpoint({
    method: 'GET',
    path: '/api/members/community/shared-diaries',
    access: member,
    summary: 'Shared entries, newest first (by sharedAt, id), optionally of one age level; cursor pagination',
    query: FeedQuery,
    response: FeedData,
  }),
  sharedDiary: endpoint({
    method: 'GET',
    path: '/api/members/community/shared-diary/:id',
    params: { id: RowIdText },
    access: member,
    summary: 'One shared entry (someone else\u2019s unshared entry answers NoSuchDiaryException, like a missing one)',
    response: SharedDiary,
  }),
  sharedDiaryComments: endpoint({
    method: 'GET',
    path: '/api/members/community/shared-diary/:id/comments',
    params: { id: RowIdText },
    access: member,
    summary: 'Comments of a shared entry, oldest first, without those of blocked members',
    response: CommentListData,
  }),
  addComment: endpoint({
    method: 'POST',
    path: '/api/members/community/shared-diary/:id/comments',
    params: { id: RowIdText },
    access: member,
    summary: 'Comment on a shared entry',
    body: CommentBody,
    response: CommunityComment,
  }),
  editComment: endpoint({
    method: 'PATCH',
    path: '/api/members/community/comments/:commentId',
    params: { commentId: RowIdText },
    access: member,
    summary: 'Edit an own comment',
    body: CommentBody,
    response: CommunityComment,
  }),
  deleteComment: endpoint({
    method: 'DELETE',
    path: '/api/members/community/comments/:commentId',
    params: { commentId: RowIdText },
    access: member,
    summary: 'Delete an own comment',
    response: v.null(),
  }),
  report: endpoint({
    method: 'POST',
    path: '/api/members/community/reports',
    access: member,
    summary: 'Report an entry, a comment or a member (once per target, REPORTS_PER_DAY a day; admins can neither report nor be reported)',
    body: ReportBody,
    response: ReportData,
  }),
  blocks: endpoint({ method: 'GET', path: '/api/members/community/blocks', access: member, summary: 'The members I blocked', response: BlockListData }),
  blockMember: endpoint({
    method: 'PUT',
    path: '/api/members/community/blocks/:memberId',
    params: { memberId: RowIdText },
    access: member,
    summary: 'Block a member: their entries and comments disappear for me',
    response: v.null(),
  }),
  unblockMember: endpoint({
    method: 'DELETE',
    path: '/api/members/community/blocks/:memberId',
    params: { memberId: RowIdText },
    access: member,
    summary: 'Unblock a member',
    response: v.null(),
  }),
} as const;
