/**
 * Expert comments on a diary entry (decision 0027; SPEC §4 "an expert comment can be bought only once",
 * §6 ROLE_EXPERT). A member requests one per entry, paid (DIARY_COMMENT) or with a comment coupon; an
 * expert answers it from the queue. Status is derived: NONE (no request), REQUESTED, WRITTEN.
 */
import * as v from 'valibot';
import { AdminReason } from './admin-reason.ts';
import { RealDate, Str } from './primitives.ts';
import { Diary, DIARY_AREAS } from './diary.ts';

/** The expert's text after trimming. */
export const EXPERT_COMMENT_MAX = 3000;
/**
 * A waiting request is overdue this many hours after it was made: the service level the back office
 * shows on the dashboard and the comment queue (decisions 0042, 0044).
 */
export const EXPERT_COMMENT_SLA_HOURS = 48;
/** Requests shown in the expert's queue at once (oldest first). */
export const EXPERT_QUEUE_LIMIT = 100;

export const EXPERT_COMMENT_VIA = ['ORDER', 'COUPON'] as const;
export type ExpertCommentVia = (typeof EXPERT_COMMENT_VIA)[number];
export const EXPERT_COMMENT_STATUSES = ['NONE', 'REQUESTED', 'WRITTEN'] as const;
export type ExpertCommentStatus = (typeof EXPERT_COMMENT_STATUSES)[number];

export const ExpertCommentBody = v.object({
  content: v.pipe(Str, v.trim(), v.minLength(1), v.maxLength(EXPERT_COMMENT_MAX)),
});
export type ExpertCommentBody = v.InferOutput<typeof ExpertCommentBody>;

/** The comment as written: who wrote (or last edited) it, when. */
export const WrittenExpertComment = v.object({
  content: v.string(),
  expertNickname: v.nullable(v.string()),
  writtenAt: v.string(),
  updatedAt: v.string(),
});
export type WrittenExpertComment = v.InferOutput<typeof WrittenExpertComment>;

/** A diary entry's expert comment: whether it was requested, how, and the comment once written. */
export const DiaryExpertComment = v.object({
  diaryId: v.number(),
  status: v.picklist(EXPERT_COMMENT_STATUSES),
  via: v.nullable(v.picklist(EXPERT_COMMENT_VIA)),
  requestedAt: v.nullable(v.string()),
  comment: v.nullable(WrittenExpertComment),
});
export type DiaryExpertComment = v.InferOutput<typeof DiaryExpertComment>;

/** The child as the expert needs it: name and age on the entry's day (SPEC §4 age level). */
export const ExpertChild = v.object({
  nickname: v.string(),
  /** Whole months on the entry's Korea-time day. */
  ageMonths: v.number(),
  ageLevel: v.picklist([0, 1, 2, 3]),
});
export type ExpertChild = v.InferOutput<typeof ExpertChild>;

/** One unanswered request in the expert's queue, oldest request first. */
export const ExpertQueueItem = v.object({
  diaryId: v.number(),
  requestedAt: v.string(),
  via: v.picklist(EXPERT_COMMENT_VIA),
  entryDate: v.string(),
  title: v.nullable(v.string()),
  excerpt: v.string(),
  areas: v.array(v.picklist(DIARY_AREAS)),
  imageCount: v.number(),
  thumbnailUrl: v.nullable(v.string()),
  child: ExpertChild,
});
export type ExpertQueueItem = v.InferOutput<typeof ExpertQueueItem>;

export const ExpertQueueData = v.object({ items: v.array(ExpertQueueItem), total: v.number() });
export type ExpertQueueData = v.InferOutput<typeof ExpertQueueData>;

/** What the expert reads before writing: the whole entry, the child, the request and the comment. */
export const ExpertDiaryData = v.object({
  diary: Diary,
  child: ExpertChild,
  expertComment: DiaryExpertComment,
});
export type ExpertDiaryData = v.InferOutput<typeof ExpertDiaryData>;

/**
 * An admin issues a comment coupon: its name, the last Korea date it can be used (today up to
 * COUPON_LAST_DAY_MAX_DAYS ahead, checked with couponLastDayProblem) and the reason for the audit log.
 */
export const CouponIssueBody = v.object({
  name: v.optional(v.pipe(Str, v.trim(), v.minLength(1), v.maxLength(50))),
  lastDay: RealDate(),
  reason: AdminReason,
});
export type CouponIssueBody = v.InferOutput<typeof CouponIssueBody>;
