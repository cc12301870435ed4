/**
 * The filters of a back-office list live in the URL (decision 0041): the route's validateSearch
 * checks them with the contract's list schema, so a view can be bookmarked and shared; the page
 * and the API call read the same values.
 */
import * as v from 'valibot';
import { RowId } from '../../contract/primitives.ts';

/** The URL's values as the text the contract schemas take (the router reads `page=2` as a number). */
export function textValues(raw: object): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' || typeof value === 'number') text[key] = String(value);
  }
  return text;
}

/**
 * The URL of a list route as the router reads it (`page=2` arrives as a number, `q=도담` as text),
 * unchecked: the route tree rides in every member's first script, so the page checks the values
 * with the contract's schema (listQueryOf) and the route carries no list schema (decision 0041).
 */
export type ListUrl<T> = { [K in keyof T]?: string | number };

/** validateSearch of a list route: the URL's text and number values, nothing else. */
export function urlValues(raw: object): Record<string, string | number> {
  const kept: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' || typeof value === 'number') kept[key] = value;
  }
  return kept;
}

/** A record id in the URL (`?memberId=12`), within the id columns' range, or undefined. */
export function urlId(value: string | number | undefined): number | undefined {
  const id = Number(value);
  return v.is(RowId, id) ? id : undefined;
}

/** The whole query (defaults filled) of the URL's search, for the page to read. */
export function listQueryOf<S extends v.GenericSchema<Record<string, string>, Record<string, unknown>>>(schema: S, search: object): v.InferOutput<S> {
  const parsed = v.safeParse(schema, textValues(search));
  return parsed.success ? parsed.output : v.parse(schema, {});
}

/** The query of the API call: the URL's values as text, checked against the endpoint's schema. */
export function callQueryOf<S extends v.GenericSchema<Record<string, string>, Record<string, unknown>>>(schema: S, search: object): v.InferInput<S> {
  const text = textValues(search);
  if (!v.is(schema, text)) return {};
  return text;
}
