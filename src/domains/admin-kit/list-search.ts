/**
 * The filters of a back-office list live in the URL (decisions 0041, 0045), so a view can be
 * bookmarked and shared. Each list route's `validateSearch` is built from its contract schema
 * (`listSearch`, decision 0089: the back office's route tree is its own app's, no member's script
 * carries it): the schema's keys, each as the URL's text; a detail id a route opens
 * (`?memberId=`) is a row id (`idSearch`). The loader then checks the text once with the same schema
 * (`checkListUrl`, list-view.ts), which names a refused value instead of dropping it unseen.
 */
import type * as v from 'valibot';
import { rowIdOf } from '../../contract/primitives.ts';
import type { ListSchema } from './list-declaration.ts';

/** The URL's values as the text the contract schemas take (the router reads `page=2` as a number). */
export function textValues(raw: object): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' || typeof value === 'number') text[key] = String(value);
  }
  return text;
}

/**
 * What a list route's search holds: the schema's keys, each as the router read the URL (`page=2` a
 * number, `q=도담` text; kept so, or the router would write `page="2"` back into the URL).
 */
export type ListSearch<S extends ListSchema> = { [P in keyof v.InferInput<S>]?: string | number };

/** The keys of an object schema, or of the object at the head of a pipe (adminListQuery's rawCheck). */
export function schemaKeys(schema: v.GenericSchema): string[] {
  const entriesOf = (part: unknown): string[] | undefined =>
    part !== null && typeof part === 'object' && 'entries' in part && part.entries !== null && typeof part.entries === 'object'
      ? Object.keys(part.entries)
      : undefined;
  const own = entriesOf(schema);
  if (own) return own;
  const pipe: unknown = 'pipe' in schema ? schema.pipe : undefined;
  if (!Array.isArray(pipe)) return [];
  for (const part of pipe) {
    const keys = entriesOf(part);
    if (keys) return keys;
  }
  return [];
}

/**
 * A list route's `validateSearch`: the keys of the list's schema the URL holds, as it holds them,
 * checked by the loader (only those: the page counts the keys in the URL to offer a reset). A route
 * that also opens a record (`?memberId=`) adds `idSearch` of lib/routing.
 */
export function listSearch<S extends ListSchema>(schema: S): (raw: Record<string, unknown>) => ListSearch<S> {
  const keys = schemaKeys(schema);
  return (raw) => {
    const found: Record<string, string | number> = {};
    for (const key of keys) {
      const value = raw[key];
      if (typeof value === 'string' || typeof value === 'number') found[key] = value;
    }
    // The keys are the schema's own (read from it above), each value the URL's text or number.
    return found as ListSearch<S>;
  };
}

/** A record id typed into a list's filter (the contract's row-id rule), or undefined. */
export function urlId(value: string | number | undefined): number | undefined {
  return rowIdOf(value);
}
