/**
 * The server half of the back office's list pattern (decisions 0041, 0046): every admin list and its
 * CSV read their rows through here — the offset of a page, the capped total, the sort whitelist with
 * the id as tie-breaker, the search categories with the one part-word `contains` (served by the
 * pg_trgm GIN indexes), ids past int4 that find nothing, and Korea-day ranges of src/contract/calendar.
 */
import { asc, count, desc, eq, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { LIST_TOTAL_MAX, type SortDir } from '../../src/contract/admin-list.ts';
import { dayNumberOfIso, isoOfDay } from '../../src/contract/calendar/days.ts';
import { koreaMidnightOf } from '../../src/contract/calendar/today.ts';
import { rowIdOf } from '../../src/contract/primitives.ts';
import type { Db } from '../db/client.ts';

export type PageQuery = { page: number; size: number };

/** The first row of a page (page 1 starts at 0): the one place a list turns its page into an offset. */
export function offsetOf(query: PageQuery): number {
  return (query.page - 1) * query.size;
}

/** A filter's total, counted up to a cap (cappedTotal). */
export type Counted = { total: number; totalCapped: boolean };

/**
 * Reads `limit` rows of a list's filter from `offset`, in the list's order (a page, or a CSV batch).
 * `counted` is the filter's capped total, counted first: a list may pick its query's shape by it
 * (the diary list's author search, decision 0046).
 */
export type RowReader<R> = (offset: number, limit: number, counted: Counted) => Promise<R[]>;

/**
 * One page of a list: the capped total of `filtered` (the filter as a select of any one column, no
 * order or limit) and the page's rows from `read`.
 */
export async function listPage<R>(db: Db, query: PageQuery, filtered: PgSelect, read: RowReader<R>) {
  const counted = await cappedTotal(db, filtered);
  const offset = offsetOf(query);
  // A page past an exact total has no rows: the filter is not run a second time to find none.
  const beyond = !counted.totalCapped && offset >= counted.total;
  return { items: beyond ? [] : await read(offset, query.size, counted), ...counted, page: query.page, size: query.size };
}

/** `%text%` for LIKE/ILIKE with the pattern characters of the text escaped (a searched '%' is a '%'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * '%text%' on a column, answered by its trigram index (three characters and more narrow it). Text
 * without upper and lower case (Hangul, digits) uses LIKE, several times cheaper per row than ILIKE
 * when a short query has to read every row (decision 0041). Every part-word search of the back
 * office and the member's own diary search use it (decision 0046: one pattern, one escaping).
 */
export function contains(column: AnyColumn | SQL, text: string): SQL {
  const caseless = text.toLowerCase() === text.toUpperCase();
  return caseless ? sql`${column} like ${containsPattern(text)}` : sql`${column} ilike ${containsPattern(text)}`;
}

/**
 * A searched id (SEARCH_RULES.id, the contract's row-id rule) equal to the column: an id past int4 names no
 * row, so it finds nothing instead of reaching PostgreSQL, which refuses the cast (22003, decision 0046).
 */
export function idIs(column: AnyColumn, q: string): SQL {
  const id = rowIdOf(q);
  return id === undefined ? sql`false` : eq(column, id);
}

/** How a list answers each of its search categories: the condition of a checked, non-empty text. */
export type SearchSpec<C extends string> = Record<C, (q: string) => SQL>;

/** The search of a list's query (category and q), or none when either is missing or q is empty. */
export function searchOf<C extends string>(spec: SearchSpec<C>, category: C | undefined, q: string | undefined): SQL | undefined {
  if (q === undefined || q === '' || category === undefined) return undefined;
  return spec[category](q);
}

/** Instants of a Korea-day range [from 00:00 KST, the day after `to` 00:00 KST). */
export function koreaDayRange(column: AnyColumn, from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from !== undefined) conditions.push(gte(column, koreaMidnightOf(from)));
  if (to !== undefined) conditions.push(lt(column, koreaMidnightOf(isoOfDay(dayNumberOfIso(to) + 1))));
  return conditions;
}

/** ORDER BY the whitelisted column, then the id the same way, so pages never overlap or skip. */
export function orderOf<S extends string>(columns: Record<S, AnyColumn | SQL>, id: AnyColumn, sort: S, dir: SortDir): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  return [by(columns[sort]), by(id)];
}

/** count(*) as a number, for the total of a small filter (use cappedTotal for a list's total). */
export const countAll = () => count().mapWith(Number);

/**
 * The total of a list's filter, counted up to `max` rows (LIST_TOTAL_MAX; a CSV export counts to
 * CSV_ROWS_MAX): `rows` is the filtered select (any columns, no order or limit). Counting stops at
 * the cap, so the unfiltered list of 1,000,000 entries costs what 10,001 rows cost (decision 0041,
 * "Totals and sort indexes at scale").
 */
export async function cappedTotal(db: Db, rows: PgSelect, max = LIST_TOTAL_MAX): Promise<Counted> {
  const capped = rows.limit(max + 1).as('capped_rows');
  const [row] = await db.select({ n: countAll() }).from(capped);
  const n = row?.n ?? 0;
  return { total: Math.min(n, max), totalCapped: n > max };
}
