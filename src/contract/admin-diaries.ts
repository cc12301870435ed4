/**
 * The diary list's sorts, search categories and query (decisions 0041, 0042), apart from the
 * endpoints so that the route's validateSearch carries only these (the route tree is in the first
 * pages' JS).
 */
import * as v from 'valibot';
import { adminListQuery, YesNoText } from './admin-list.ts';
import { rowIdText } from './primitives.ts';

export const DIARY_SORTS = ['entryDate', 'createdAt', 'id'] as const;
export const DIARY_SEARCH_CATEGORIES = ['nickname', 'id'] as const;
/** VISIBLE: the community may show it (when shared); HIDDEN: hidden by reports or an admin (decision 0030). */
export const DIARY_VISIBILITIES = ['VISIBLE', 'HIDDEN'] as const;
export type DiarySort = (typeof DIARY_SORTS)[number];

/**
 * `category=nickname|id` searches the author (part of a nickname, or the member id); `memberId`,
 * `childId`, `shared` and `reported` narrow the list; `from`–`to` are entry days (SPEC §4: one entry
 * per child per day).
 */
export const DiaryListQuery = adminListQuery({
  sorts: DIARY_SORTS,
  categories: DIARY_SEARCH_CATEGORIES,
  statuses: DIARY_VISIBILITIES,
  statusError: 'BadRequest',
  filters: {
    memberId: v.optional(rowIdText('InvalidMemberId')),
    childId: v.optional(rowIdText()),
    shared: v.optional(YesNoText),
    reported: v.optional(YesNoText),
  },
});
export type DiaryListQuery = v.InferOutput<typeof DiaryListQuery>;
export type DiaryListSearch = v.InferInput<typeof DiaryListQuery>;
