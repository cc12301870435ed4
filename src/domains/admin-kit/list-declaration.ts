/**
 * What a back-office list declares (decision 0045): its schema and query, columns with their cells
 * and first sort direction, filters, row names, bulk actions and CSV. AdminListPage renders every
 * list from one of these; a new list is a declaration, not a page.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type * as v from 'valibot';
import type { SearchCategory, SortDir } from '../../contract/admin-list.ts';

export type ListSchema = v.GenericSchema<Record<string, string>, Record<string, unknown>>;
export type ListPage<R> = { items: readonly R[]; total: number; totalCapped?: boolean | undefined };
type Query<S extends ListSchema> = v.InferOutput<S>;
/** A key of the list's query that a filter sets. */
type Key<S extends ListSchema> = Extract<keyof Query<S>, string>;
type Label = { value: string; label: MessageDescriptor };

export type Column<R, S extends ListSchema> = {
  label: MessageDescriptor;
  cell: (row: R, i18n: I18n) => ReactNode;
  /** A sortable column: its key in the schema's whitelist and the first press's direction (dates newest first, names ascending). */
  sort?: { key: Extract<Query<S> extends { sort: infer K } ? K : never, string>; first: SortDir };
  mono?: boolean;
};

/** The list's own filters beside search, status chips and days. */
export type Filter<S extends ListSchema> =
  /** A chip that sets `key=value` or clears it. */
  | { kind: 'toggle'; key: Key<S>; value: string; label: MessageDescriptor }
  /** A select of values, with "all" first. */
  | { kind: 'select'; key: Key<S>; label: MessageDescriptor; all: MessageDescriptor; options: readonly Label[] }
  /** A select whose choices the server lists (the audit log's admins), with "all" first. */
  | { kind: 'lookup'; key: Key<S>; label: MessageDescriptor; all: MessageDescriptor; choices: Lookup }
  /** A record number typed in (the audit log's record). */
  | { kind: 'number'; key: Key<S>; label: MessageDescriptor }
  /** A record the list was opened for (`?memberId=` from a detail): a chip that shows it and takes it off. */
  | { kind: 'record'; key: Key<S>; label: (id: number) => MessageDescriptor };

/** The choices of a lookup filter: a query key and its fetch, answering value and name pairs. */
export type Lookup = { key: QueryKey; fetch: () => Promise<readonly { value: string; label: string }[]> };

export type BulkAction = {
  label: MessageDescriptor;
  title: MessageDescriptor;
  danger?: boolean;
  /** Sends the action for the ids with the reason its audit rows keep; answers the server's BulkResult. */
  send: (ids: number[], reason: string) => Promise<{ changed: number }>;
  /** What is said after it, with the rows the server changed ("3명을 이용 제한했어요"). */
  done: (changed: number) => MessageDescriptor;
};

export type AdminList<S extends ListSchema, P extends ListPage<{ id: number }>> = {
  title: MessageDescriptor;
  caption: MessageDescriptor;
  schema: S;
  /** URL keys that are not the list's (a detail id, a tab): left out of the check, kept by "reset". */
  keep?: readonly string[];
  /** The query key of a page (under the domain's keys, so its actions refresh it) and its fetch. */
  key: (call: v.InferInput<S>) => QueryKey;
  fetch: (call: v.InferInput<S>) => Promise<P>;
  /** "1,234 members": the total as text (10,000+ when capped). */
  total: (count: string) => MessageDescriptor;
  /** The row as the confirm dialog and the checkbox name it (a nickname, "entry 12"). */
  rowName: (row: P['items'][number], i18n: I18n) => string;
  search?: { categories: readonly (Label & { value: SearchCategory })[] };
  status?: readonly Label[];
  /** The label of the Korea-day range ("Joined", "Written on"). */
  days?: MessageDescriptor;
  filters?: readonly Filter<S>[];
  columns: readonly Column<P['items'][number], S>[];
  bulk?: {
    /** Rows an action may take (all when absent). */
    selectable?: (row: P['items'][number]) => boolean;
    /** The domain's query keys refreshed after an action (its lists and details). */
    refresh: QueryKey;
    actions: readonly BulkAction[];
  };
  csv?: { path: string; fallbackName: string };
  /** What the list shows above its rows from the page's answer (the totals per type, the queue's counts). */
  above?: (page: P, query: Query<S>) => ReactNode;
};

/** Declares a list; the identity function gives the declaration its types from the schema and the query. */
export function adminList<S extends ListSchema, P extends ListPage<{ id: number }>>(list: AdminList<S, P>): AdminList<S, P> {
  return list;
}
