import type { Hono } from 'hono';
import { api } from '../../../src/contract/api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount } from '../../lib/route.ts';
import { familyChild } from '../children/own-child.ts';
import { careLogDay, careLogSummary, deleteCareLog, putCareLog } from './care-logs.service.ts';

/** The one-tap daily log (decision 0098, src/contract/care-logs-api.ts): the child's family reads and writes it. */
export function careLogsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock } = deps;

  mount(app, api.careLogDay, async ({ user, params, query }) => {
    const child = await familyChild(db, user.id, params.id);
    return careLogDay(db, child.id, query.date);
  });

  mount(app, api.careLogSummary, async ({ user, params, query }) => {
    const child = await familyChild(db, user.id, params.id);
    return { days: await careLogSummary(db, child.id, query.from, query.to) };
  });

  mount(app, api.putCareLog, ({ user, params, body }) => putCareLog(db, user.id, params.id, params.clientId, body, clock.now()));

  mount(app, api.deleteCareLog, async ({ user, params }) => {
    const child = await familyChild(db, user.id, params.id);
    return deleteCareLog(db, child.id, params.clientId);
  });
}
