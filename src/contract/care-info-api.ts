/** Care information (decision 0066): open reads the service worker may keep, and the member's bookmarks. */
import * as v from 'valibot';
import { Article, ArticleFeed, ArticleFeedQuery, Bookmarks, BOOKMARKS_MAX, ScheduleCodes } from './care-info.ts';
import { endpoint } from './endpoint.ts';
import { RowIdText, rowIdText } from './primitives.ts';

/** A picture of an article: public, `?v=` the version of the picture (answered immutable). */
export const ARTICLE_PICTURE_PATH = '/api/open/care-info/pictures/:articleId';

const ArticleIdText = rowIdText();

export const careInfoApi = {
  articles: endpoint({
    method: 'GET',
    path: '/api/open/care-info/articles',
    access: 'open',
    summary: 'Published articles for an age level, a category and part of a word, newest first; a page of 20',
    query: ArticleFeedQuery,
    response: ArticleFeed,
  }),
  article: endpoint({
    method: 'GET',
    path: '/api/open/care-info/articles/:articleId',
    params: { articleId: ArticleIdText },
    access: 'open',
    summary: 'One published article with its related articles (404 NoSuchArticleException)',
    response: Article,
  }),
  scheduleCodes: endpoint({
    method: 'GET',
    path: '/api/members/children/:id/care-info-codes',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'The article codes of the child\u2019s next vaccination and next checkup ("지금 우리 아이에게"); none for an unborn child',
    response: ScheduleCodes,
  }),
  bookmarks: endpoint({
    method: 'GET',
    path: '/api/members/care-info/bookmarks',
    access: ['ROLE_MEMBER', 'ROLE_EXPERT'],
    summary: 'The articles this member bookmarked, newest bookmark first',
    response: Bookmarks,
  }),
  addBookmark: endpoint({
    method: 'PUT',
    path: '/api/members/care-info/bookmarks/:articleId',
    params: { articleId: ArticleIdText },
    access: ['ROLE_MEMBER', 'ROLE_EXPERT'],
    summary: `Bookmark an article (idempotent; at most ${BOOKMARKS_MAX} per member, TooManyBookmarksException)`,
    response: v.null(),
  }),
  removeBookmark: endpoint({
    method: 'DELETE',
    path: '/api/members/care-info/bookmarks/:articleId',
    params: { articleId: ArticleIdText },
    access: ['ROLE_MEMBER', 'ROLE_EXPERT'],
    summary: 'Take a bookmark away (idempotent)',
    response: v.null(),
  }),
} as const;
