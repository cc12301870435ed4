import { endpoint } from './endpoint.ts';

/** Child profile edits, words, surveys and coupons (issue 3 §1, §4). Spread into `api` in api.ts. */
export const childRecordsApi = {} satisfies Record<string, ReturnType<typeof endpoint>>;
