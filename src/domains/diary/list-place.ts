/**
 * The diary list's place in the URL (?month&q), kept for Back (decision 0081). Read by the routes'
 * validateSearch, which every page's first script carries: this file imports nothing.
 */
export type ListPlace = { month?: string; q?: string };

/** The list's place from a page's URL (?month=YYYY-MM&q=…): anything else is left out, not trusted. */
export function listPlaceOf(search: Record<string, unknown>, maxQuery: number): ListPlace {
  const month = typeof search.month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(search.month) ? search.month : undefined;
  const q = typeof search.q === 'string' && search.q !== '' ? search.q.slice(0, maxQuery) : undefined;
  return { ...(month ? { month } : {}), ...(q ? { q } : {}) };
}
