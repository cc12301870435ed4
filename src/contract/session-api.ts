import { endpoint } from './endpoint.ts';
import { LogoutResult, User } from './user.ts';

/**
 * The calls every page may make before any feature loads: the route guard's current user (SPEC §5
 * step 5) and logout. Kept apart from account-api.ts so that the entry chunk carries only these
 * schemas (docs/decisions/0016-lean-initial-js.md). Spread into `api` in api.ts.
 */
export const sessionApi = {
  me: endpoint({ method: 'GET', path: '/api/users/me', access: 'user', summary: 'The current user (SPEC §3 User)', response: User }),
  logout: endpoint({
    method: 'POST',
    path: '/api/users/logout',
    access: 'user',
    summary: 'Revoke this session; answers the provider logout URL',
    response: LogoutResult,
  }),
} as const;
