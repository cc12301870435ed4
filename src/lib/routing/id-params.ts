import { notFound } from '@tanstack/react-router';
import { rowIdOf } from '../../contract/primitives.ts';

/** A route's path params when its one `$name` is a row id: the number, by name. */
export type IdParams<K extends string> = { [P in K]: number };

/**
 * The `params` of a route whose path names a row (`$diaryId`, `$childId` …): parsed once by the
 * route with the contract's row-id rule (RowIdText, decision 0051), so `useParams()` and the loader
 * get the number and links pass one. Anything else (abc, 0, 2^40) is no page: the 404 page (SPEC §2),
 * before the page or its loader asks the server for it.
 */
export function idParams<K extends string>(key: K) {
  return {
    parse: (raw: Record<K, string>): IdParams<K> => {
      const id = rowIdOf(raw[key]);
      if (id === undefined) throw notFound();
      const parsed: Partial<IdParams<K>> = {};
      parsed[key] = id;
      return parsed as IdParams<K>;
    },
    stringify: (params: IdParams<K>): Record<K, string> => {
      const text: Partial<Record<K, string>> = {};
      text[key] = String(params[key]);
      return text as Record<K, string>;
    },
  };
}
