/**
 * The article form's fields as typed (text inputs hold text) and the write body made of them
 * (decision 0066): tags and codes are comma-separated, the publish time is Korea time.
 */
import * as v from 'valibot';
import type { AdminArticleDetail } from '../../contract/admin-articles-api.ts';
import type { ArticleStatus } from '../../contract/admin-articles.ts';
import type { ArticleCategory } from '../../contract/care-info-categories.ts';
import { koreaDateTimeLocal, koreaLocalToInstant } from '../../contract/calendar/today.ts';

export type ArticleDraft = {
  title: string;
  summary: string;
  category: ArticleCategory;
  pregnancy: boolean;
  ageFromMonths: string;
  ageToMonths: string;
  tags: string;
  scheduleCodes: string;
  sourceKind: 'ORIGINAL' | 'KOGL';
  sourceAttribution: string;
  checkedAgainst: string;
  status: ArticleStatus;
  publishAt: string;
};

export function draftOf(article: AdminArticleDetail | null): ArticleDraft {
  return {
    title: article?.title ?? '',
    summary: article?.summary ?? '',
    category: article?.category ?? 'SLEEP',
    pregnancy: article?.pregnancy ?? false,
    ageFromMonths: String(article?.ageFromMonths ?? 0),
    ageToMonths: String(article?.ageToMonths ?? 6),
    tags: article?.tags.join(', ') ?? '',
    scheduleCodes: article?.scheduleCodes.join(', ') ?? '',
    sourceKind: article?.sourceKind ?? 'ORIGINAL',
    sourceAttribution: article?.sourceAttribution ?? '',
    checkedAgainst: article?.checkedAgainst ?? '',
    status: article ? (article.status === 'SCHEDULED' ? 'PUBLISHED' : article.status) : 'DRAFT',
    publishAt: article ? koreaDateTimeLocal(article.publishAt) : '',
  };
}

const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** An empty month field is not month 0: it is refused (NaN is not a number to the contract). */
const monthOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The form's fields a refusal is said under (the two months share one line). */
export type ArticleField =
  'title' | 'summary' | 'ages' | 'tags' | 'scheduleCodes' | 'sourceAttribution' | 'checkedAgainst' | 'picture' | 'contentText' | 'publishAt';

const FIELD_OF: Record<string, ArticleField> = {
  title: 'title',
  summary: 'summary',
  ageFromMonths: 'ages',
  ageToMonths: 'ages',
  tags: 'tags',
  scheduleCodes: 'scheduleCodes',
  sourceAttribution: 'sourceAttribution',
  checkedAgainst: 'checkedAgainst',
  pictureToken: 'picture',
  content: 'contentText',
  contentText: 'contentText',
  publishAt: 'publishAt',
};

/**
 * Which fields the contract refused (decision 0082: each is marked where it is typed, not in one
 * summary line). An issue of a field the form does not show falls to the text, the last field.
 */
export function articleIssues(issues: readonly v.BaseIssue<unknown>[]): Partial<Record<ArticleField, true>> {
  const found: Partial<Record<ArticleField, true>> = {};
  for (const issue of issues) found[FIELD_OF[v.getDotPath(issue)?.split('.')[0] ?? ''] ?? 'contentText'] = true;
  return found;
}

/** The body to check against the contract (its schema says what is wrong). */
export function bodyOf(draft: ArticleDraft, content: { json: Record<string, unknown> | null; text: string }, pictureToken: string | undefined) {
  return {
    title: draft.title,
    summary: draft.summary,
    category: draft.category,
    pregnancy: draft.pregnancy,
    ageFromMonths: draft.pregnancy ? 0 : monthOf(draft.ageFromMonths),
    ageToMonths: draft.pregnancy ? 0 : monthOf(draft.ageToMonths),
    tags: list(draft.tags),
    scheduleCodes: list(draft.scheduleCodes),
    sourceKind: draft.sourceKind,
    sourceAttribution: draft.sourceKind === 'KOGL' ? draft.sourceAttribution.trim() || null : null,
    checkedAgainst: draft.checkedAgainst.trim() || null,
    content: content.json ?? {},
    contentText: content.text,
    status: draft.status,
    ...(draft.publishAt ? { publishAt: koreaLocalToInstant(draft.publishAt) } : {}),
    ...(pictureToken !== undefined ? { pictureToken } : {}),
  };
}
