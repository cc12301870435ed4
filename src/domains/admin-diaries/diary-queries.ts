/** Queries of diary and comment management (decision 0042): the lists of the URL's filter and one entry. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminCommentsApi } from '../../contract/admin-comments-api.ts';
import { type CommentListSearch, type ExpertQueueSearch } from '../../contract/admin-comments.ts';
import { adminDiariesApi } from '../../contract/admin-diaries-api.ts';
import { type DiaryListSearch } from '../../contract/admin-diaries.ts';
import { call } from '../../lib/api/call.ts';

export const diaryKeys = {
  all: ['admin', 'diaries'] as const,
  list: (query: DiaryListSearch) => ['admin', 'diaries', 'list', query] as const,
  detail: (id: number) => ['admin', 'diaries', 'detail', id] as const,
  comments: (query: CommentListSearch) => ['admin', 'diaries', 'comments', query] as const,
  queue: (query: ExpertQueueSearch) => ['admin', 'diaries', 'queue', query] as const,
  experts: ['admin', 'diaries', 'experts'] as const,
};

export const diaryListQuery = (query: DiaryListSearch) =>
  queryOptions({ queryKey: diaryKeys.list(query), queryFn: () => call(adminDiariesApi.adminDiaries, { query }), placeholderData: keepPreviousData });

export const diaryDetailQuery = (id: number) =>
  queryOptions({ queryKey: diaryKeys.detail(id), queryFn: () => call(adminDiariesApi.adminDiary, { params: { diaryId: id } }) });

export const commentListQuery = (query: CommentListSearch) =>
  queryOptions({ queryKey: diaryKeys.comments(query), queryFn: () => call(adminCommentsApi.adminComments, { query }), placeholderData: keepPreviousData });

export const expertQueueQuery = (query: ExpertQueueSearch) =>
  queryOptions({ queryKey: diaryKeys.queue(query), queryFn: () => call(adminCommentsApi.adminExpertQueue, { query }), placeholderData: keepPreviousData });

export const expertsQuery = () => queryOptions({ queryKey: diaryKeys.experts, queryFn: () => call(adminCommentsApi.adminExperts, {}) });
