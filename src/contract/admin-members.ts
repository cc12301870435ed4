/**
 * The member list's sorts, search categories and query (decision 0041), apart from the endpoints so
 * that /admin/member's validateSearch carries only these (the route tree is in the first page's JS).
 */
import * as v from 'valibot';
import { adminListQuery } from './admin-list.ts';
import { USER_STATUSES } from './roles.ts';

export const MEMBER_SORTS = ['createdAt', 'id', 'nickname', 'warningCount'] as const;
export const MEMBER_SEARCH_CATEGORIES = ['nickname', 'name', 'phone', 'id', 'loginId'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export type MemberSearchCategory = (typeof MEMBER_SEARCH_CATEGORIES)[number];
export const MemberListQuery = adminListQuery({
  sorts: MEMBER_SORTS,
  categories: MEMBER_SEARCH_CATEGORIES,
  statuses: USER_STATUSES,
  // `waiting`: members on moderation's review list with a report not yet handled (decision 0030),
  // the dashboard's "reported members waiting for review" queue (decision 0044).
  filters: { review: v.optional(v.picklist(['waiting'])) },
});
export type MemberListQuery = v.InferOutput<typeof MemberListQuery>;
export type MemberListSearch = v.InferInput<typeof MemberListQuery>;
