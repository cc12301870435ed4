import type { Hono } from 'hono';
import { auditApi } from '../../../src/contract/audit-api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { auditAdmins, auditCsv, auditList } from './audit.service.ts';
import { exportCsv } from './csv-export.ts';

/** The audit log, read-only (decision 0041). */
export function auditRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  mount(app, auditApi.auditLog, ({ query }) => auditList(db, query));
  mount(app, auditApi.auditAdmins, () => auditAdmins(db));
  mountFile(app, auditApi.auditLogCsv, ({ c, query }) => exportCsv(db, c, deps.clock.now(), auditCsv(db, query)));
}
