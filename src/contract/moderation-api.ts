/**
 * Moderation (decision 0030, SPEC §4 "an admin can change a member's status and warning count (not
 * below 0)", SPEC §6): the admin's review calls, and the one call a restricted member makes to learn
 * why (/error/032). Spread into `api` in api.ts. The admin pages come with the back-office issue.
 */
import * as v from 'valibot';
import { REPORT_TARGETS } from './community-api.ts';
import { endpoint } from './endpoint.ts';
import { ADMIN_REASON_MAX, AdminReason, ReasonBody } from './admin-reason.ts';
import { Int, RowId, RowIdText } from './primitives.ts';

/** Reported members per page of the review list, and reports shown per member (newest first). */
export const REVIEW_LIST_MAX = 50;
export const REVIEW_REPORTS_MAX = 20;
export const RESTRICTION_REASON_MAX = ADMIN_REASON_MAX;

const Id = RowId;
const Reason = AdminReason;

export const ReviewQuery = v.object({
  /** `true`: every member with unhandled reports; default: only those REPORT_HIDE_THRESHOLD distinct members reported. */
  all: v.optional(v.picklist(['true', 'false'])),
});

export const ReviewReport = v.object({
  id: v.number(),
  reporterId: v.number(),
  targetKind: v.picklist(REPORT_TARGETS),
  targetId: v.number(),
  /** The reason picked (REPORT_REASONS) and the optional detail after ': '. */
  reason: v.string(),
  createdAt: v.string(),
  /** The reported entry or comment is hidden pending review. */
  targetHidden: v.boolean(),
});
export const ReportedMember = v.object({
  id: v.number(),
  nickname: v.string(),
  status: v.picklist(['ACTIVE', 'RESTRICTED']),
  warningCount: v.number(),
  distinctReporters: v.number(),
  reviewRequestedAt: v.nullable(v.string()),
  lastReportedAt: v.string(),
  reports: v.array(ReviewReport),
});
export type ReportedMember = v.InferOutput<typeof ReportedMember>;
export const ReviewListData = v.object({ members: v.array(ReportedMember) });

export const MemberStatusBody = v.object({ status: v.picklist(['ACTIVE', 'RESTRICTED']), reason: Reason });
export const WarningCountBody = v.object({
  /** Added to the warning count (negative lowers it); the result never goes below 0 (WarningCountBelowZeroException). */
  change: v.pipe(
    Int(-1000, 1000),
    v.check((n) => n !== 0, 'change must not be 0'),
  ),
  /** Why (kept in the audit log, decision 0041). */
  reason: Reason,
});
export const ModerationMember = v.object({
  id: v.number(),
  status: v.picklist(['ACTIVE', 'RESTRICTED']),
  warningCount: v.number(),
  restrictionReason: v.nullable(v.string()),
  restrictedAt: v.nullable(v.string()),
});
export const RestoreBody = v.object({ targetKind: v.picklist(['DIARY', 'COMMENT']), targetId: Id, reason: Reason });
export const RestoreData = v.object({ restored: v.boolean() });

/** What a restricted member sees on /error/032; `restricted: false` once an admin lifted it. */
export const RestrictionData = v.object({ restricted: v.boolean(), reason: v.nullable(v.string()), since: v.nullable(v.string()) });
export type RestrictionData = v.InferOutput<typeof RestrictionData>;

const admin = ['ROLE_ADMIN'] as const;

export const moderationApi = {
  myRestriction: endpoint({
    method: 'GET',
    path: '/api/users/me/restriction',
    access: 'user',
    summary: 'Why and since when I am restricted (callable while restricted, decision 0030)',
    response: RestrictionData,
  }),
  reviewList: endpoint({
    method: 'GET',
    path: '/api/admin/moderation/members',
    access: admin,
    summary: `Reported members with their unhandled reports, newest first (at most ${REVIEW_LIST_MAX}, ${REVIEW_REPORTS_MAX} reports each)`,
    query: ReviewQuery,
    response: ReviewListData,
  }),
  memberStatus: endpoint({
    method: 'PUT',
    path: '/api/admin/moderation/members/:memberId/status',
    params: { memberId: RowIdText },
    access: admin,
    summary: 'Restrict a member or make them active again, with a reason; marks their reports handled',
    body: MemberStatusBody,
    response: ModerationMember,
  }),
  liftRestriction: endpoint({
    method: 'DELETE',
    path: '/api/admin/moderation/members/:memberId/restriction',
    params: { memberId: RowIdText },
    access: admin,
    summary: 'Lift a restriction with a reason (idempotent; the reason is kept in the audit log)',
    body: ReasonBody,
    response: ModerationMember,
  }),
  warningCount: endpoint({
    method: 'PATCH',
    path: '/api/admin/moderation/members/:memberId/warning-count',
    params: { memberId: RowIdText },
    access: admin,
    summary: 'Change a warning count (never below 0; answers WarningCountChanged)',
    body: WarningCountBody,
    response: ModerationMember,
  }),
  restoreContent: endpoint({
    method: 'POST',
    path: '/api/admin/moderation/restore',
    access: admin,
    summary:
      'Review decision: show a hidden entry or comment again with a reason and mark its reports handled (NotHiddenContentException when it is not hidden)',
    body: RestoreBody,
    response: RestoreData,
  }),
} as const;
