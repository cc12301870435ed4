import type { Hono } from 'hono';
import { api } from '../../../src/contract/api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount } from '../../lib/route.ts';
import { createSchedulesService } from './schedules.service.ts';

/** Decision 0013: the schedules calls of src/contract/schedules-api.ts (SPEC §7). */
export function schedulesRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const schedules = createSchedulesService(deps.database.db, deps.clock);

  mount(app, api.vaccinations, ({ user, params }) => schedules.list('vaccinations', user.id, params.id));
  mount(app, api.healthCheckups, ({ user, params }) => schedules.list('checkups', user.id, params.id));
  mount(app, api.recordVaccination, ({ user, params, body }) => schedules.record('vaccinations', user.id, params.id, params.vaccinationId, body));
  mount(app, api.markVaccinationsDone, ({ user, params, body }) => schedules.markDone('vaccinations', user.id, params.id, body));
  mount(app, api.markHealthCheckupsDone, ({ user, params, body }) => schedules.markDone('checkups', user.id, params.id, body));
  mount(app, api.recordHealthCheckup, ({ user, params, body }) => schedules.record('checkups', user.id, params.id, params.checkupId, body));
}
