import { endpoint } from './endpoint.ts';

/** Growth measurements and WHO percentiles (issue 3 §2). Spread into `api` in api.ts. */
export const growthApi = {} satisfies Record<string, ReturnType<typeof endpoint>>;
