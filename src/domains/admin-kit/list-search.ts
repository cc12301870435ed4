/**
 * The filters of a back-office list live in the URL (decisions 0041, 0045), so a view can be
 * bookmarked and shared. The route tree rides in every member's first script: its validateSearch
 * keeps the values unchecked (`urlValues`, typed by key as `ListUrl`), and the route's loader, in a
 * chunk of its own, checks them once with the contract's schema (`checkListUrl`, list-view.ts).
 */
import { rowIdOf } from '../../contract/primitives.ts';

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
 * unchecked: the route tree rides in every member's first script, so the route's loader checks the
 * values with the contract's schema (checkListUrl) and the route tree carries no list schema.
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

/** A record id in the URL (`?memberId=12`; the contract's row-id rule), or undefined. */
export function urlId(value: string | number | undefined): number | undefined {
  return rowIdOf(value);
}
