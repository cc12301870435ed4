import { rowIdOf } from '../../contract/primitives.ts';

/**
 * A route's `validateSearch` for one row id in the URL (`?diaryId=`, `?reportId=`, `?examinationId=`):
 * the id when it is one, otherwise nothing, and the page says the SPEC §8 "invalid … id" message.
 * One helper for every such route: each route's search check travels in the first page's script.
 */
export function idSearch<K extends string>(key: K): (search: Record<string, unknown>) => { [P in K]?: number } {
  return (search) => {
    const found: { [P in K]?: number } = {};
    const id = rowIdOf(search[key]);
    if (id !== undefined) found[key] = id;
    return found;
  };
}
