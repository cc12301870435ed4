import type { Hono } from 'hono';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';

/** Issue 3: child words, surveys and coupons (src/contract/child-records-api.ts). */
export function childRecordsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  void app;
  void deps;
}
