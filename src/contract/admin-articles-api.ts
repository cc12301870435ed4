/**
 * Care-info articles in the back office (decision 0066): the list and its CSV, one article, the
 * picture upload (named by its signed token in the write, as a product's thumbnail), writing,
 * publishing, scheduling and hiding.
 */
import * as v from 'valibot';
import { adminPage } from './admin-list.ts';
import { ARTICLE_STATUSES, ARTICLE_VIEW_STATUSES, AdminArticleListQuery } from './admin-articles.ts';
import { ARTICLE_CATEGORIES, LEVEL_MONTHS } from './care-info.ts';
import { endpoint } from './endpoint.ts';
import { RealTimestamp, RichText, rowIdText, Str, storableText } from './primitives.ts';

export const ARTICLE_PICTURE_UPLOAD_PATH = '/api/admin/article-pictures';
export const ARTICLE_PICTURE_LIMIT_BYTES = 10 * 1024 * 1024;
export const ARTICLE_TITLE_MAX = 100;
export const ARTICLE_SUMMARY_MAX = 300;
export const ARTICLE_TEXT_MAX = 30_000;
export const ARTICLE_TAGS_MAX = 10;
/** The oldest month an article is for (school age, the end of LEVEL_3). */
export const ARTICLE_AGE_MAX = LEVEL_MONTHS.LEVEL_3[1];

export const AdminArticleRow = v.object({
  id: v.number(),
  title: v.string(),
  category: v.picklist(ARTICLE_CATEGORIES),
  ageFromMonths: v.number(),
  ageToMonths: v.number(),
  pregnancy: v.boolean(),
  status: v.picklist(ARTICLE_VIEW_STATUSES),
  publishAt: v.string(),
  updatedAt: v.string(),
  /** Members who keep it. */
  bookmarkCount: v.number(),
});
export type AdminArticleRow = v.InferOutput<typeof AdminArticleRow>;
export const AdminArticlePage = adminPage(AdminArticleRow);

export const AdminArticleDetail = v.object({
  ...AdminArticleRow.entries,
  summary: v.string(),
  tags: v.array(v.string()),
  scheduleCodes: v.array(v.string()),
  sourceKind: v.picklist(['ORIGINAL', 'KOGL']),
  sourceAttribution: v.nullable(v.string()),
  checkedAgainst: v.nullable(v.string()),
  content: v.record(v.string(), v.unknown()),
  contentText: v.string(),
  pictureUrl: v.string(),
});
export type AdminArticleDetail = v.InferOutput<typeof AdminArticleDetail>;

const Text = (max: number, min = 1) => v.pipe(v.string(), storableText, v.trim(), v.minLength(min), v.maxLength(max));
const Word = v.pipe(Str, v.trim(), v.minLength(1), v.maxLength(20));
const PictureToken = v.pipe(v.string(), storableText, v.regex(/^[a-z][a-z0-9-]*\/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{2,5}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/));

/** A month of the article's age range (decision 0082: a refusal the form names). */
const ArticleMonth = v.pipe(
  v.number('InvalidArticleAges'),
  v.integer('InvalidArticleAges'),
  v.minValue(0, 'InvalidArticleAges'),
  v.maxValue(ARTICLE_AGE_MAX, 'InvalidArticleAges'),
);

const ArticleFields = {
  title: Text(ARTICLE_TITLE_MAX),
  summary: Text(ARTICLE_SUMMARY_MAX),
  category: v.picklist(ARTICLE_CATEGORIES),
  ageFromMonths: ArticleMonth,
  ageToMonths: ArticleMonth,
  pregnancy: v.boolean(),
  tags: v.pipe(v.array(Word), v.maxLength(ARTICLE_TAGS_MAX)),
  scheduleCodes: v.pipe(v.array(v.pipe(Str, v.regex(/^[A-Za-z]{2,10}$/))), v.maxLength(10)),
  sourceKind: v.picklist(['ORIGINAL', 'KOGL']),
  sourceAttribution: v.nullable(Text(200)),
  checkedAgainst: v.nullable(Text(200)),
  content: RichText,
  contentText: Text(ARTICLE_TEXT_MAX),
  status: v.picklist(ARTICLE_STATUSES),
  /** When members see it (Korea time in the form); absent: now. */
  publishAt: v.optional(RealTimestamp()),
};

/**
 * The ages in order, and an attribution for public (KOGL) material; each refusal names its field
 * (ageToMonths, sourceAttribution) so the form marks it there (decision 0082).
 */
const CreateFields = v.object({ ...ArticleFields, pictureToken: PictureToken });
const UpdateFields = v.object({ ...ArticleFields, pictureToken: v.optional(PictureToken) });
const agesInOrder = (a: { ageFromMonths: number; ageToMonths: number }) => a.ageToMonths >= a.ageFromMonths;
const attributed = (a: { sourceKind: string; sourceAttribution: string | null }) => a.sourceKind !== 'KOGL' || Boolean(a.sourceAttribution);
const AGES: [['ageFromMonths'], ['ageToMonths']] = [['ageFromMonths'], ['ageToMonths']];
const SOURCE: [['sourceKind'], ['sourceAttribution']] = [['sourceKind'], ['sourceAttribution']];
const ATTRIBUTION_MISSING = 'KOGL material needs its attribution';

export const ArticleCreateBody = v.pipe(
  CreateFields,
  v.forward(v.partialCheck(AGES, agesInOrder, 'InvalidArticleAges'), ['ageToMonths']),
  v.forward(v.partialCheck(SOURCE, attributed, ATTRIBUTION_MISSING), ['sourceAttribution']),
);
export type ArticleCreateBody = v.InferOutput<typeof ArticleCreateBody>;
export const ArticleUpdateBody = v.pipe(
  UpdateFields,
  v.forward(v.partialCheck(AGES, agesInOrder, 'InvalidArticleAges'), ['ageToMonths']),
  v.forward(v.partialCheck(SOURCE, attributed, ATTRIBUTION_MISSING), ['sourceAttribution']),
);
export type ArticleUpdateBody = v.InferOutput<typeof ArticleUpdateBody>;

export const ArticleWritten = v.object({ id: v.number() });
export const ArticlePictureUpload = v.object({ pictureToken: v.string() });

const admin = ['ROLE_ADMIN'] as const;
const ArticleIdText = rowIdText();

export const adminArticlesApi = {
  adminArticles: endpoint({
    method: 'GET',
    path: '/api/admin/articles',
    access: admin,
    summary: 'Every care-info article: by part of the title, state, category, Korea days of the publish time; a page',
    query: AdminArticleListQuery,
    response: AdminArticlePage,
  }),
  adminArticlesCsv: endpoint({
    method: 'GET',
    path: '/api/admin/articles/csv',
    access: admin,
    summary: 'The article list of the same filter as CSV (Korea time, at most 10,000 rows; the export is audited)',
    query: AdminArticleListQuery,
    response: v.string(),
    produces: 'text/csv',
  }),
  adminArticle: endpoint({
    method: 'GET',
    path: '/api/admin/articles/:articleId',
    params: { articleId: ArticleIdText },
    access: admin,
    summary: 'One article in any state, with everything the form edits (404 NoSuchArticleException)',
    response: AdminArticleDetail,
  }),
  uploadArticlePicture: endpoint({
    method: 'POST',
    path: ARTICLE_PICTURE_UPLOAD_PATH,
    access: admin,
    summary:
      'An article picture: the raw bytes of a JPG, PNG, GIF or WEBP (checked by content, re-encoded), at most 10 MB; answers the token the write names it by',
    consumes: 'image/*',
    response: ArticlePictureUpload,
  }),
  createArticle: endpoint({
    method: 'POST',
    path: '/api/admin/articles',
    access: admin,
    summary: 'A new article: a draft, published now, or scheduled for a later time; audited',
    body: ArticleCreateBody,
    response: ArticleWritten,
  }),
  updateArticle: endpoint({
    method: 'PUT',
    path: '/api/admin/articles/:articleId',
    params: { articleId: ArticleIdText },
    access: admin,
    summary: 'Change an article: its text, ages, picture, state (publish, hide) or time; audited',
    body: ArticleUpdateBody,
    response: ArticleWritten,
  }),
} as const;
