/**
 * Notices (SPEC §3 Notice: title, content; §5: both required; decision 0065): what members read on
 * /my-page/notice, and the rules of the back office's write. Kept apart from the endpoints so the
 * server's schema and the forms import only these.
 */
import * as v from 'valibot';
import { RealTimestamp, RichText, storableText } from './primitives.ts';

export const NOTICE_CATEGORIES = ['NOTICE', 'EVENT', 'UPDATE', 'MAINTENANCE'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];
/** Stored states; SCHEDULED is a PUBLISHED notice whose time has not come (computed, never stored). */
export const NOTICE_STATUSES = ['DRAFT', 'PUBLISHED', 'HIDDEN'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];
export const NOTICE_VIEW_STATUSES = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'HIDDEN'] as const;
export type NoticeViewStatus = (typeof NOTICE_VIEW_STATUSES)[number];

export const NOTICE_TITLE_MAX = 100;
export const NOTICE_TEXT_MAX = 20_000;
/** A notice shows its N badge this long after it was published. */
export const NOTICE_NEW_DAYS = 7;
export const NOTICE_PAGE_SIZE = 20;
/** Notices the back office may write in all: far above a service's lifetime of notices, a bound on what one account can fill. */
export const NOTICES_MAX = 10_000;

/** SPEC §5: title (1-100 characters) and content required; the keys are SPEC §8's messages. */
export const NoticeWriteBody = v.object({
  title: v.pipe(
    v.string('InvalidNoticeTitle'),
    storableText,
    v.trim(),
    v.minLength(1, 'InvalidNoticeTitle'),
    v.maxLength(NOTICE_TITLE_MAX, 'InvalidNoticeTitle'),
  ),
  content: RichText,
  contentText: v.pipe(
    v.string('InvalidNoticeContent'),
    storableText,
    v.trim(),
    v.minLength(1, 'InvalidNoticeContent'),
    v.maxLength(NOTICE_TEXT_MAX, 'InvalidNoticeContent'),
  ),
  category: v.picklist(NOTICE_CATEGORIES),
  pinned: v.boolean(),
  status: v.picklist(NOTICE_STATUSES),
  /** When members see it (Korea time in the form, an instant here); absent: now. */
  publishAt: v.optional(RealTimestamp()),
});
export type NoticeWriteBody = v.InferOutput<typeof NoticeWriteBody>;

export const NoticeSummary = v.object({
  id: v.number(),
  title: v.string(),
  category: v.picklist(NOTICE_CATEGORIES),
  pinned: v.boolean(),
  publishedAt: v.string(),
  /** Published within NOTICE_NEW_DAYS (the N badge). */
  isNew: v.boolean(),
  /** This member has opened it. */
  read: v.boolean(),
});
export type NoticeSummary = v.InferOutput<typeof NoticeSummary>;

export const Notice = v.object({ ...NoticeSummary.entries, content: v.record(v.string(), v.unknown()), contentText: v.string() });
export type Notice = v.InferOutput<typeof Notice>;

export const NoticeListData = v.object({
  notices: v.array(NoticeSummary),
  total: v.number(),
  hasNext: v.boolean(),
  /** Visible notices this member has not opened (the dot on My page). */
  unread: v.number(),
});
export type NoticeListData = v.InferOutput<typeof NoticeListData>;
export const NoticeUnread = v.object({ unread: v.number() });
