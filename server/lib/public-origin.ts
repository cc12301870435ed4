import type { Deps } from '../deps.ts';

/** The origin the browser sees: PUBLIC_URL behind a proxy, else the request's own (OAuth callbacks, provider logout). */
export function originOf(deps: Deps, requestUrl: string): string {
  return deps.env.PUBLIC_URL ?? new URL(requestUrl).origin;
}
