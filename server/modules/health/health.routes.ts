import type { Hono } from 'hono';
import { api } from '../../../src/contract/api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { mount } from '../../lib/route.ts';

export function healthRoutes(app: Hono<AppEnv>, deps: Deps): void {
  mount(app, api.health, async () => {
    try {
      await deps.database.ping();
    } catch {
      throw new AppError('UnknownErrorOccurred', 'database unreachable');
    }
    return { database: 'up' as const };
  });
}
