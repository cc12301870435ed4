/**
 * The filters of a back-office list live in the URL (decisions 0041, 0045), so a view can be
 * bookmarked and shared. Each list route's `validateSearch` is built from its contract schema
 * (`listSearch`, decision 0089: the back office's route tree is its own app's, no member's script
 * carries it): the schema's keys, each as the URL's text, and the detail ids a route opens
 * (`?memberId=`) as row ids. The loader then checks the text once with the same schema
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

/** What a list route's search holds: the schema's keys as text, and the detail id it opens as a number. */
export type ListSearch<S extends ListSchema, K extends string = never> = { [P in keyof v.InferInput<S>]?: string } & { [P in K]?: number };

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
 * A list route's `validateSearch`: every key of the list's schema (the URL's text, checked by the
 * loader) and `id`, the record the route opens (`?memberId=`), as a row id. Every key is returned,
 * undefined when absent or refused: the router lays what this returns over the raw query, so a
 * refused id must be overwritten.
 */
export function listSearch<S extends ListSchema, K extends string = never>(schema: S, id?: K): (raw: Record<string, unknown>) => ListSearch<S, K> {
  const keys = schemaKeys(schema).filter((key) => key !== id);
  return (raw) => {
    const found: Record<string, string | number | undefined> = {};
    for (const key of keys) {
      const value = raw[key];
      found[key] = typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    }
    if (id !== undefined) found[id] = rowIdOf(raw[id]);
    // The keys are the schema's own (read from it above) and each value was checked as text or a row id.
    return found as ListSearch<S, K>;
  };
}

/** A record id typed into a list's filter (the contract's row-id rule), or undefined. */
export function urlId(value: string | number | undefined): number | undefined {
  return rowIdOf(value);
}
