/**
 * The server half of the back office's list pattern (decision 0041): offset pages with a total,
 * sorting from a whitelist with the id as tie-breaker, part-word ILIKE patterns (served by the
 * pg_trgm GIN indexes) and Korea-day ranges of src/contract/calendar.
 */
import { asc, count, desc, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { LIST_TOTAL_MAX, type SortDir } from '../../src/contract/admin-list.ts';
import { dayNumberOfIso, isoOfDay } from '../../src/contract/calendar/days.ts';
import { koreaMidnightOf } from '../../src/contract/calendar/today.ts';
import type { Db } from '../db/client.ts';

export type PageQuery = { page: number; size: number };

/** `%text%` for ILIKE with the pattern characters of the text escaped (a searched '%' is a '%'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * '%text%' on a column, answered by its trigram index (three characters and more narrow it). Text
 * without upper and lower case (Hangul, digits) uses LIKE, several times cheaper per row than ILIKE
 * when a short query has to read every row (decision 0041).
 */
export function contains(column: AnyColumn | SQL, text: string): SQL {
  const caseless = text.toLowerCase() === text.toUpperCase();
  return caseless ? sql`${column} like ${containsPattern(text)}` : sql`${column} ilike ${containsPattern(text)}`;
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

/** One page of a select with LIMIT/OFFSET. */
export function paged<T extends PgSelect>(select: T, page: PageQuery): T {
  return select.limit(page.size).offset((page.page - 1) * page.size);
}

/** count(*) as a number, for the total of a small filter (use cappedTotal for a list's total). */
export const countAll = () => count().mapWith(Number);

/**
 * The total of a list's filter, counted up to LIST_TOTAL_MAX rows: `rows` is the filtered select
 * (any columns, no order or limit). Counting stops at the cap, so the unfiltered list of 1,000,000
 * entries costs what 10,001 rows cost (decision 0041, "Totals and sort indexes at scale").
 */
export async function cappedTotal(db: Db, rows: PgSelect): Promise<{ total: number; totalCapped: boolean }> {
  const capped = rows.limit(LIST_TOTAL_MAX + 1).as('capped_rows');
  const [row] = await db.select({ n: countAll() }).from(capped);
  const n = row?.n ?? 0;
  return { total: Math.min(n, LIST_TOTAL_MAX), totalCapped: n > LIST_TOTAL_MAX };
}
