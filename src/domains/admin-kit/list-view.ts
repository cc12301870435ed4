/**
 * A list route's URL checked once, key by key, with the contract's schema (decision 0045): the route's
 * loader calls `checkListUrl` and the page and the API call read what it returns. A value the schema
 * refuses is named (`problems`) and left out, the valid filters stay. Page, size, sort and direction
 * fall back to their defaults; a refused filter asks for nothing (`call` is null), because leaving it
 * out would widen the list (a bad `memberId` must not show every member's entries).
 */
import * as v from 'valibot';
import { textValues } from './list-search.ts';

type ListSchema = v.GenericSchema<Record<string, string>, Record<string, unknown>>;

/** One refused value of the URL: its key, the text and the SPEC §8 message key the schema gave. */
export type UrlProblem = { key: string; value: string; message: string };

export type ListView<S extends ListSchema> = {
  /** The checked query, defaults filled, refused values left out: what the page shows. */
  query: v.InferOutput<S>;
  /** The API call's query (the URL's text), or null when a refused filter means nothing may be asked. */
  call: v.InferInput<S> | null;
  problems: readonly UrlProblem[];
};

/** Keys whose refused value falls back to its default: they arrange the rows, they never narrow them. */
const ARRANGING = new Set(['page', 'size', 'sort', 'dir']);

/**
 * Checks that span two keys (adminListQuery's rawCheck) carry no path: the day range names from and
 * to, every other one the search pair.
 */
function keysOf(issue: v.BaseIssue<unknown>, text: Record<string, string>): string[] {
  const key = issue.path?.[0]?.key;
  if (typeof key === 'string' && Object.hasOwn(text, key)) return [key];
  const pair = issue.message === 'InvalidSearchDateRange' ? ['from', 'to'] : ['category', 'q'];
  return pair.filter((k) => Object.hasOwn(text, k));
}

/** The URL's values (`omit`: keys that are not the list's, a detail id or a tab) checked key by key. */
export function checkListUrl<S extends ListSchema>(schema: S, url: object, omit: readonly string[] = []): ListView<S> {
  const text = textValues(url);
  for (const key of omit) delete text[key];
  const problems: UrlProblem[] = [];
  // Each round leaves out what the schema refused; a URL has a handful of keys, so this ends quickly.
  const rounds = Object.keys(text).length;
  for (let round = 0; round <= rounds; round++) {
    const parsed = v.safeParse(schema, text);
    if (parsed.success) {
      const narrowed = problems.some((p) => !ARRANGING.has(p.key));
      return { query: parsed.output, call: !narrowed && v.is(schema, text) ? text : null, problems };
    }
    const refused = parsed.issues.flatMap((issue) => keysOf(issue, text).map((key) => ({ key, value: text[key] ?? '', message: issue.message })));
    if (refused.length === 0) break;
    for (const problem of refused) {
      if (!Object.hasOwn(text, problem.key)) continue;
      problems.push(problem);
      delete text[problem.key];
    }
  }
  return { query: v.parse(schema, {}), call: null, problems };
}
