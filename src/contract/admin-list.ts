/**
 * The back office's one list pattern (decision 0041; SPEC §2 admin area, §8): the query every admin
 * list takes — page, size, sort from the list's own whitelist, direction, a search category and its
 * text, a status chip and a Korea-day range — as valibot schemas the server validates and each list
 * route's loader checks once (checkListUrl, decision 0045), so a filtered view is a URL that can be bookmarked. Query values are
 * text on the wire and in the URL; the schemas turn them into numbers and keep the rest as text.
 */
import * as v from 'valibot';
import { dayNumberOfIso, isoOfDay } from './calendar/days.ts';
import { ROW_ID_PATTERN, storableText } from './primitives.ts';

export const PAGE_SIZES = [20, 50, 100] as const;
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/** Pages past this are refused (offset pagination, decision 0041): narrow the filter instead. */
export const PAGE_MAX = 10_000;
/** A CSV export carries at most this many rows of the current filter (decision 0041). */
export const CSV_ROWS_MAX = 10_000;
/**
 * Response headers of a CSV export (decision 0046): the rows it carries, and `true` when the filter
 * has more than CSV_ROWS_MAX rows and the file stops there (the client says so).
 */
export const CSV_ROWS_HEADER = 'X-Csv-Rows';
export const CSV_TRUNCATED_HEADER = 'X-Csv-Truncated';
/**
 * A list's total is counted up to here: past it the answer says `totalCapped` and the page shows
 * "10,000+" (an exact count over 1,000,000 entries costs more than the whole page, decision 0041).
 */
export const LIST_TOTAL_MAX = 10_000;
export const SEARCH_TEXT_MAX = 40;

/** How each search category's text is checked (SPEC §5 field rules, §8 messages). */
export const SEARCH_RULES = {
  /** Korean letters, a part of a word (도담 finds 도담이맘). */
  name: { pattern: /^[가-힣]{1,20}$/, error: 'InvalidSearchName' },
  nickname: { pattern: /^[가-힣a-zA-Z0-9]{1,20}$/, error: 'InvalidSearchNickname' },
  /** Digits and '-' (SPEC §5 "Phone: digits and '-' for search"). */
  phone: { pattern: /^[0-9-]{1,13}$/, error: 'InvalidSearchPhone' },
  /** A member id, whole. */
  id: { pattern: ROW_ID_PATTERN, error: 'InvalidMemberId' },
  loginId: { pattern: /^[A-Za-z0-9._@-]{1,40}$/, error: 'InvalidSearchCategory' },
  /** A part of a product's title (product management, decision 0064). */
  title: { pattern: /^[\p{L}\p{N}\p{P}\p{S}\p{Zs}]{1,40}$/u, error: 'InvalidSearchCategory' },
  /** A product number, whole. */
  productId: { pattern: ROW_ID_PATTERN, error: 'InvalidProductId' },
  /** A notice number, whole (notice management, decision 0065). */
  noticeId: { pattern: ROW_ID_PATTERN, error: 'InvalidSearchCategory' },
  /** A monthly report's number, whole (the report back office, decision 0068). */
  reportId: { pattern: ROW_ID_PATTERN, error: 'InvalidReportId' },
  /** A part of Toss's orderId (dodam_…), as support reads it from Toss's dashboard or a receipt. */
  orderNo: { pattern: /^[A-Za-z0-9_-]{1,40}$/, error: 'InvalidSearchCategory' },
} as const;
export type SearchCategory = keyof typeof SEARCH_RULES;

/** A Korea day in the URL or query (YYYY-MM-DD), a real date. */
export const KoreaDayText = v.pipe(
  v.string(),
  storableText,
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'InvalidSearchDateRange'),
  v.check((s) => {
    const year = Number(s.slice(0, 4));
    return year >= 2000 && year <= 2999 && isoOfDay(dayNumberOfIso(s)) === s;
  }, 'InvalidSearchDateRange'),
);

/** A yes/no filter sent as text. */
export const YesNoText = v.picklist(['yes', 'no']);

/** A whole number sent as text, within [min, max]. */
export const IntText = (min: number, max: number, message = 'BadRequest') =>
  v.pipe(v.string(), storableText, v.regex(/^\d{1,6}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message));

export const SortDir = v.picklist(['asc', 'desc']);
export type SortDir = v.InferOutput<typeof SortDir>;

/** The from–to pair: from ≤ to (InvalidSearchDateRange). */
export function dateRangeProblem(from: string | undefined, to: string | undefined): string | null {
  return from !== undefined && to !== undefined && from > to ? 'InvalidSearchDateRange' : null;
}

/** The search pair: a known category, its text matching the category's rule (or no text at all). */
export function searchProblem(categories: readonly string[], category: string | undefined, q: string | undefined): string | null {
  if (q === undefined || q === '') return null;
  if (category === undefined || !categories.includes(category) || !Object.hasOwn(SEARCH_RULES, category)) return 'InvalidSearchCategory';
  const rule = SEARCH_RULES[category as SearchCategory];
  return rule.pattern.test(q) ? null : rule.error;
}

/**
 * The query schema of one list: `sorts` is the whitelist of sortable columns (the first is the
 * default), `categories` the search categories, `statuses` the chips (a value outside them answers
 * `statusError`), `filters` the list's own further optional keys. Unknown keys are dropped.
 */
export function adminListQuery<S extends string, C extends SearchCategory, T extends string, F extends v.ObjectEntries = {}>(config: {
  sorts: readonly [S, ...S[]];
  categories: readonly C[];
  statuses: readonly [T, ...T[]];
  statusError?: string;
  filters?: F;
}) {
  const { sorts, categories, statuses, statusError = 'InvalidMemberStatus' } = config;
  return v.pipe(
    v.object({
      ...(config.filters ?? ({} as F)),
      page: v.optional(IntText(1, PAGE_MAX), '1'),
      size: v.optional(IntText(1, PAGE_SIZE_MAX), String(PAGE_SIZE_DEFAULT)),
      sort: v.optional(v.picklist(sorts), sorts[0]),
      dir: v.optional(SortDir, 'desc'),
      category: v.optional(v.picklist(categories as readonly [C, ...C[]], 'InvalidSearchCategory')),
      q: v.optional(v.pipe(v.string(), storableText, v.trim(), v.maxLength(SEARCH_TEXT_MAX, 'InvalidSearchCategory'))),
      status: v.optional(v.picklist(statuses, statusError)),
      from: v.optional(KoreaDayText),
      to: v.optional(KoreaDayText),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { category, q, from, to } = dataset.value;
      const problem = searchProblem(categories, category, q) ?? dateRangeProblem(from, to);
      if (problem) addIssue({ message: problem });
    }),
  );
}

/** A page of a list: the rows, the total count of the filter (at most LIST_TOTAL_MAX, then `totalCapped`), and where we are. */
export function adminPage<S extends v.GenericSchema>(item: S) {
  return v.object({ items: v.array(item), total: v.number(), totalCapped: v.optional(v.boolean()), page: v.number(), size: v.number() });
}

/** The rows a bulk action changed (the confirmation said how many would). */
export const BulkResult = v.object({ changed: v.number() });
