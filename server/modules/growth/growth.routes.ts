import type { Hono } from 'hono';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';

/** Issue 3: the growth calls of src/contract/growth-api.ts. */
export function growthRoutes(app: Hono<AppEnv>, deps: Deps): void {
  void app;
  void deps;
}
