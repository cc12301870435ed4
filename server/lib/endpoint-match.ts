import type { Endpoint } from '../../src/contract/endpoint.ts';

/**
 * Whether a request is one of these contract endpoints (method and path; a `:param` matches one
 * segment, a trailing slash is ignored): the short lists of calls a restricted member or one with an
 * incomplete profile may still make (auth-middleware.ts, profile-gate.ts). The handlers still check
 * what the params name.
 */
export function endpointMatcher(endpoints: readonly Pick<Endpoint, 'method' | 'path'>[]): (method: string, path: string) => boolean {
  const allowed = endpoints.map((e) => ({ method: e.method, path: new RegExp(`^${e.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`) }));
  return (method, path) => {
    const asked = method.toUpperCase();
    const trimmed = path.replace(/\/+$/, '');
    return allowed.some((a) => a.method === asked && a.path.test(trimmed));
  };
}
