import type { Hono } from 'hono';
import { api } from '../../../src/contract/api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount } from '../../lib/route.ts';
import { createGrowthService } from './growth.service.ts';

/** Decision 0015: the growth calls of src/contract/growth-api.ts (logic in growth.service.ts). */
export function growthRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const growth = createGrowthService({ db: deps.database.db, clock: deps.clock });

  mount(app, api.measurements, async ({ user, params }) => ({ measurements: await growth.list(user.id, params.id) }));
  mount(app, api.addMeasurement, ({ user, params, body }) => growth.add(user.id, params.id, body));
  mount(app, api.editMeasurement, ({ user, params, body }) => growth.edit(user.id, params.id, params.measurementId, body));
  mount(app, api.deleteMeasurement, ({ user, params }) => growth.remove(user.id, params.id, params.measurementId));
}
