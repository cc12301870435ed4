import type { Hono } from 'hono';
import { reportsApi } from '../../../src/contract/reports-api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount } from '../../lib/route.ts';
import { readReport, reportsOf } from './reports.service.ts';

/** Decision 0067: the member's monthly reports. */
export function reportsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  mount(app, reportsApi.monthlyReports, ({ user, query }) => reportsOf(db, user.id, query.childId));
  mount(app, reportsApi.monthlyReport, ({ user, params }) => readReport(db, user.id, params.reportId, deps.clock.now()));
}
