import { idSearch } from '../../lib/routing/id-search.ts';

/** `?examinationId=` of /kcdi/detail and /kcdi/Result (decision 0070): a row id, or undefined. */
export const examinationIdSearch = idSearch('examinationId');
