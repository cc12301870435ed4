import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { adminList } from '../admin-kit/list-declaration.ts';
import { adminArticlesApi } from '../../contract/admin-articles-api.ts';
import { ADMIN_ARTICLE_SEARCH_CATEGORIES, ARTICLE_VIEW_STATUSES, AdminArticleListQuery } from '../../contract/admin-articles.ts';
import { ARTICLE_CATEGORIES } from '../../contract/care-info-categories.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { call } from '../../lib/api/call.ts';
import { CATEGORY_LABELS, STATUS_LABELS } from './article-labels.ts';
import { adminArticleKeys } from './article-queries.ts';
import './catalog.ts';

/** /admin/care-info: every care-info article in every state (decisions 0045, 0066). */
export const articleList = adminList({
  title: msg`Care info`,
  caption: msg`Care-info articles`,
  schema: AdminArticleListQuery,
  key: adminArticleKeys.list,
  fetch: (query) => call(adminArticlesApi.adminArticles, { query }),
  total: (count) => msg`${count} articles`,
  rowName: (a) => a.title,
  search: { categories: ADMIN_ARTICLE_SEARCH_CATEGORIES.map((value) => ({ value, label: msg`Title` })) },
  status: ARTICLE_VIEW_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
  days: msg`Publish time`,
  filters: [
    {
      kind: 'select',
      key: 'kind',
      label: msg`Category`,
      all: msg`All categories`,
      options: ARTICLE_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
    },
  ],
  columns: [
    { label: msg`No.`, sort: { key: 'id', first: 'desc' }, cell: (a) => a.id },
    { label: msg`Category`, cell: (a, i18n) => i18n._(CATEGORY_LABELS[a.category]) },
    {
      label: msg`Title`,
      cell: (a) => (
        <Link className={css.rowLink} to="/admin/care-info" search={{ articleId: a.id }}>
          {a.title}
        </Link>
      ),
    },
    { label: msg`For`, cell: (a, i18n) => (a.pregnancy ? i18n._(msg`Pregnancy and birth`) : i18n._(msg`${a.ageFromMonths}-${a.ageToMonths} months`)) },
    { label: msg`Status`, cell: (a, i18n) => i18n._(STATUS_LABELS[a.status]) },
    { label: msg`Publish time`, sort: { key: 'publishAt', first: 'desc' }, cell: (a) => formatKoreanDateTime(a.publishAt) },
    { label: msg`Saved by`, cell: (a) => a.bookmarkCount },
  ],
  csv: { path: adminArticlesApi.adminArticlesCsv.path, fallbackName: 'articles.csv' },
  above: () => (
    <Link className={css.addLink} to="/admin/care-info/write">
      <Trans>Write an article</Trans>
    </Link>
  ),
});
