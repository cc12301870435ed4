import type { Hono } from 'hono';
import { adminDashboardApi } from '../../../src/contract/admin-dashboard-api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount } from '../../lib/route.ts';
import { dashboard } from './dashboard.ts';

/** GET /api/admin/dashboard (decision 0044). */
export function adminDashboardRoutes(app: Hono<AppEnv>, deps: Deps): void {
  mount(app, adminDashboardApi.adminDashboard, ({ query }) => dashboard(deps.database.db, query, deps.clock.now()));
}
