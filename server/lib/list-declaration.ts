/**
 * One admin list, one declaration (decision 0090): the select of a row with every join it reads,
 * the where of the contract's query, the sort, the row and the CSV columns, from which the kit makes
 * the page (rows and total), the CSV export and the read of one row by id. The total counts the
 * very select the rows read, joins and all, so a count and its page can never disagree (the
 * examination list once counted with one join and listed with two); PostgreSQL drops the row's
 * columns the count does not read, and a left join to a key with them, so the count keeps the shape
 * and the indexes of a count of ids (decision 0090's measurements).
 */
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { SortDir } from '../../src/contract/admin-list.ts';
import type { ExportList } from '../../src/contract/audit.ts';
import type { Db } from '../db/client.ts';
import { listPage, orderOf, type Counted, type PageQuery, type RowReader } from './admin-list.ts';
import type { CsvValue } from './csv-stream.ts';

type Queryable = Pick<Db, 'select'>;

/** The rows a select answers, as drizzle types them (left-joined columns nullable). */
export type SelectedOf<T extends PgSelect> = Awaited<ReturnType<T['execute']>>[number];

/** What every list's query has (the contract's adminListQuery, or the audit log's own). */
export type ListQuery = PageQuery & { dir: SortDir };

/** A CSV column: its header and its cell of a row. */
export type CsvColumn<Row, Ctx> = readonly [header: string, cell: (row: Row, ctx: Ctx) => CsvValue];

/**
 * A list's CSV export as csv-export.ts counts, audits and streams it (decision 0046): the list's
 * name in the audit log, the Korean file name before the date (회원목록 → 회원목록-2026-11-28.csv),
 * the header, the filter to count and the batches of cells.
 */
export type CsvExport = {
  list: ExportList;
  name: string;
  header: readonly string[];
  /** The filter as a select (any columns, no order or limit), counted as cappedTotal counts. */
  filtered: PgSelect;
  /** A batch of rows; `counted` is what the export counted before the first byte (RowReader). */
  read: RowReader<readonly CsvValue[]>;
};

/**
 * A column of the one row a key names, as text (a date as YYYY-MM-DD), read by a subselect: the
 * author's nickname of a diary entry. A list over a large table reads its lookups so, not by a join:
 * the page pays one index probe per row shown, and its count, which reads none of them, has none of
 * them to run — where two removed joins still cost the count its index-only scan (1 ms → 40 ms
 * over 1,000,000 entries, decision 0090).
 */
export function lookupText(column: PgColumn, on: SQL): SQL<string | null> {
  return sql<string | null>`(select ${column}::text from ${column.table} where ${on})`;
}

export type ListDeclaration<Q extends ListQuery, T extends PgSelect, Row, Ctx> = {
  /** FROM, every join and the columns of a row; the page, its total, the CSV and byId read it. */
  select: (db: Queryable, ctx: Ctx) => T;
  /** The row's id: the sort's tie-breaker and byId's key. */
  id: AnyColumn;
  /**
   * The filter of the query. `counted` is undefined for the count and the count's result for the
   * rows: a list may pick its search's shape by it (the diary list's author search, decision 0046).
   */
  where: (query: Q, ctx: Ctx, counted?: Counted) => SQL | undefined;
  /** The whitelisted sort column of the query (the contract's `sorts`); the id breaks ties. */
  sort: (query: Q) => AnyColumn | SQL;
  row: (selected: SelectedOf<T>, ctx: Ctx) => Row;
  /** One query for a whole page or batch of rows (never one per row): the audit log's names. */
  complete?: (db: Queryable, rows: Row[]) => Promise<Row[]>;
  csv?: { list: ExportList; name: string; columns: readonly CsvColumn<Row, Ctx>[] };
};

export type AdminList<Q extends ListQuery, T extends PgSelect, Row, Ctx> = {
  /** A page: the capped total of the filter and the page's rows (listPage's answer). */
  page: (db: Db, query: Q, ctx: Ctx) => ReturnType<typeof listPage<Row>>;
  /** The export of the filter (csv-export.ts's exportCsv audits and streams it). */
  csv: (db: Db, query: Q, ctx: Ctx) => CsvExport;
  /** The selected row of an id (and of `also` when given), for a list's detail. */
  byId: (db: Queryable, id: number, ctx: Ctx, also?: SQL) => Promise<SelectedOf<T> | undefined>;
  /** `limit` rows of the filter from `offset`, in the list's order. */
  rows: (db: Db, query: Q, ctx: Ctx, offset: number, limit: number, counted?: Counted) => Promise<Row[]>;
  /** The filter as a select of the row (any columns, no order or limit), for a total. */
  filtered: (db: Db, query: Q, ctx: Ctx) => PgSelect;
};

export function declareList<Q extends ListQuery, T extends PgSelect, Row, Ctx>(list: ListDeclaration<Q, T, Row, Ctx>): AdminList<Q, T, Row, Ctx> {
  const filtered = (db: Db, query: Q, ctx: Ctx): PgSelect => list.select(db, ctx).where(list.where(query, ctx));
  const rows = async (db: Db, query: Q, ctx: Ctx, offset: number, limit: number, counted?: Counted): Promise<Row[]> => {
    const found: SelectedOf<T>[] = await list
      .select(db, ctx)
      .where(list.where(query, ctx, counted))
      .orderBy(...orderOf({ sort: list.sort(query) }, list.id, 'sort', query.dir))
      .limit(limit)
      .offset(offset);
    const mapped = found.map((selected) => list.row(selected, ctx));
    return list.complete ? list.complete(db, mapped) : mapped;
  };
  return {
    page: (db, query, ctx) => listPage(db, query, filtered(db, query, ctx), (offset, limit, counted) => rows(db, query, ctx, offset, limit, counted)),
    csv: (db, query, ctx) => {
      const csv = list.csv;
      if (!csv) throw new Error('this list has no CSV');
      return {
        list: csv.list,
        name: csv.name,
        header: csv.columns.map(([header]) => header),
        filtered: filtered(db, query, ctx),
        read: async (offset, limit, counted) =>
          (await rows(db, query, ctx, offset, limit, counted)).map((row) => csv.columns.map(([, cell]) => cell(row, ctx))),
      };
    },
    byId: async (db, id, ctx, also) => {
      const found: SelectedOf<T>[] = await list
        .select(db, ctx)
        .where(and(eq(list.id, id), also))
        .limit(1);
      return found[0];
    },
    rows,
    filtered,
  };
}
