/**
 * The back office's care-info articles (decision 0066): the list's sorts, search categories and
 * query, apart from the endpoints so the route's validateSearch carries only these.
 */
import * as v from 'valibot';
import { adminListQuery } from './admin-list.ts';
import { ARTICLE_CATEGORIES } from './care-info.ts';

export const ADMIN_ARTICLE_SORTS = ['publishAt', 'updatedAt', 'id'] as const;
export const ADMIN_ARTICLE_SEARCH_CATEGORIES = ['title'] as const;
/** Stored DRAFT, PUBLISHED or HIDDEN; SCHEDULED is a published article whose time has not come. */
export const ARTICLE_VIEW_STATUSES = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'HIDDEN'] as const;
export type ArticleViewStatus = (typeof ARTICLE_VIEW_STATUSES)[number];
export const ARTICLE_STATUSES = ['DRAFT', 'PUBLISHED', 'HIDDEN'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const AdminArticleListQuery = adminListQuery({
  sorts: ADMIN_ARTICLE_SORTS,
  categories: ADMIN_ARTICLE_SEARCH_CATEGORIES,
  statuses: ARTICLE_VIEW_STATUSES,
  statusError: 'BadRequest',
  filters: { kind: v.optional(v.picklist(ARTICLE_CATEGORIES)) },
});
export type AdminArticleListQuery = v.InferOutput<typeof AdminArticleListQuery>;
export type AdminArticleListSearch = v.InferInput<typeof AdminArticleListQuery>;
