import { rowIdOf } from '../../contract/primitives.ts';

/** `?reportId=` of the detail and PDF routes (decision 0068): a row id, or undefined (the page says InvalidReportId). */
export function reportIdSearch(search: Record<string, unknown>): { reportId?: number } {
  const id = rowIdOf(search.reportId);
  return id === undefined ? {} : { reportId: id };
}
