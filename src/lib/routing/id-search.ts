import { rowIdOf } from '../../contract/primitives.ts';

/**
 * A route's `validateSearch` for one row id in the URL (`?diaryId=`, `?reportId=`, `?examinationId=`):
 * the id when it is one, otherwise nothing, and the page says the SPEC §8 "invalid … id" message.
 * One helper for every such route: each route's search check travels in the first page's script.
 */
export function idSearch<K extends string>(key: K): (search: Record<string, unknown>) => { [P in K]?: number } {
  return (search) => {
    // The key always, undefined when refused: the router lays this over the raw query, which would
    // otherwise keep the refused text under a key typed as a number (decision 0089).
    const found: { [P in K]?: number } = {};
    found[key] = rowIdOf(search[key]);
    return found;
  };
}
