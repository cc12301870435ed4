import type { Hono } from 'hono';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { childProfileRoutes } from './child-profile.routes.ts';

/** Decisions 0011, 0012: child profile edits (src/contract/child-records-api.ts); words and surveys are modules/child-words, coupons modules/coupons. */
export function childRecordsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  childProfileRoutes(app, deps);
}
