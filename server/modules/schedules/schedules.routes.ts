import type { Hono } from 'hono';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';

/** Issue 3: the schedules calls of src/contract/schedules-api.ts. */
export function schedulesRoutes(app: Hono<AppEnv>, deps: Deps): void {
  void app;
  void deps;
}
