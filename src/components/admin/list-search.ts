/**
 * The filters of a back-office list live in the URL (decision 0041): the route's validateSearch
 * checks them with the contract's list schema, so a view can be bookmarked and shared; the page
 * and the API call read the same values.
 */
import * as v from 'valibot';

/** The URL's values as the text the contract schemas take (the router reads `page=2` as a number). */
export function textValues(raw: object): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' || typeof value === 'number') text[key] = String(value);
  }
  return text;
}

/**
 * validateSearch of a list route: the keys the URL holds, checked and typed by the list's schema
 * (defaults stay out of the URL); a URL the schema refuses shows the unfiltered list.
 */
export function parseListSearch<S extends v.GenericSchema<Record<string, string>, Record<string, unknown>>>(
  schema: S,
  raw: Record<string, unknown>,
): Partial<v.InferOutput<S>> {
  const text = textValues(raw);
  const parsed = v.safeParse(schema, text);
  if (!parsed.success) return {};
  const kept: Partial<v.InferOutput<S>> = {};
  for (const key of Object.keys(text)) {
    if (Object.hasOwn(parsed.output, key)) Object.assign(kept, { [key]: parsed.output[key] });
  }
  return kept;
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
