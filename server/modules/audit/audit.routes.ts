import type { Hono } from 'hono';
import { auditApi } from '../../../src/contract/audit-api.ts';
import { koreaTodayIso } from '../../../src/contract/calendar/today.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { csvResponse } from '../../lib/csv-stream.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { auditAdmins, auditBatch, auditList } from './audit.service.ts';

const CSV_HEADER = ['번호', '시각', '관리자 번호', '관리자', '작업', '대상 종류', '대상 번호', '변경 전', '변경 후', '사유', '접속 주소'];

/** The audit log, read-only (decision 0041). */
export function auditRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  mount(app, auditApi.auditLog, ({ query }) => auditList(db, query));
  mount(app, auditApi.auditAdmins, () => auditAdmins(db));
  mountFile(app, auditApi.auditLogCsv, async ({ query }) =>
    csvResponse(`감사기록-${koreaTodayIso(deps.clock.now())}.csv`, CSV_HEADER, async (offset, limit) =>
      (await auditBatch(db, query, offset, limit)).map((e) => [
        e.id,
        e.createdAt,
        e.adminId,
        e.adminName,
        e.action,
        e.resourceKind,
        e.resourceId,
        e.before === null ? '' : JSON.stringify(e.before),
        e.after === null ? '' : JSON.stringify(e.after),
        e.reason,
        e.clientAddress,
      ]),
    ),
  );
}
