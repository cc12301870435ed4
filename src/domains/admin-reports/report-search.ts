import { idSearch } from '../../lib/routing/id-search.ts';

/** `?reportId=` of the detail and PDF routes (decision 0068): a row id, or undefined (the page says InvalidReportId). */
export const reportIdSearch = idSearch('reportId');
