import { endpoint } from './endpoint.ts';

/** Korean national vaccination and health checkup schedules (issue 3 §3). Spread into `api` in api.ts. */
export const schedulesApi = {} satisfies Record<string, ReturnType<typeof endpoint>>;
