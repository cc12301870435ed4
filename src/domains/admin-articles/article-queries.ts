/** Queries of article management (decision 0066): the list's keys and one article. */
import { queryOptions } from '@tanstack/react-query';
import { adminArticlesApi } from '../../contract/admin-articles-api.ts';
import type { AdminArticleListSearch } from '../../contract/admin-articles.ts';
import { call } from '../../lib/api/call.ts';

export const adminArticleKeys = {
  all: ['admin', 'articles'] as const,
  list: (query: AdminArticleListSearch) => ['admin', 'articles', 'list', query] as const,
  detail: (id: number) => ['admin', 'articles', 'detail', id] as const,
};

export const adminArticleQuery = (id: number) =>
  queryOptions({ queryKey: adminArticleKeys.detail(id), queryFn: () => call(adminArticlesApi.adminArticle, { params: { articleId: id } }) });
