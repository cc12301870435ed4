/**
 * A member's data copies (decision 0099, PIPA art. 35): asked for (one being made at a time, three
 * a day, each audited with the member as the actor), listed, downloaded for seven days (each download
 * audited), and their files deleted once expired.
 */
import { and, desc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import { DATA_EXPORTS_PER_DAY, type DataExport } from '../../../src/contract/data-exports-api.ts';
import { DAY_MS } from '../../../src/contract/calendar/days.ts';
import { dataExports, type DataExportRow } from '../../db/schema/data-exports.ts';
import { users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import type { StoredStream } from '../../integrations/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { forgetFiles } from '../../lib/stored-files.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { dataExportJobs, EXPORT_STALE_AFTER_MS } from './data-export-jobs.ts';

function stateOf(row: DataExportRow, now: Date): DataExport['status'] {
  if (row.status === 'READY' && row.expiresAt && row.expiresAt <= now) return 'EXPIRED';
  if (row.status === 'BUILDING' && now.getTime() - row.heartbeatAt.getTime() > EXPORT_STALE_AFTER_MS) return 'FAILED';
  return row.status;
}

const view = (row: DataExportRow, now: Date): DataExport => ({
  id: row.id,
  status: stateOf(row, now),
  requestedAt: row.requestedAt.toISOString(),
  readyAt: row.readyAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  sizeBytes: row.sizeBytes,
});

export function createDataExportService(deps: Deps) {
  const { db } = deps.database;
  const jobs = dataExportJobs(deps);

  return {
    jobs,
    async list(memberId: number): Promise<DataExport[]> {
      const now = deps.clock.now();
      const rows = await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.memberId, memberId))
        .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
        .limit(20);
      return rows.map((row) => view(row, now));
    },

    async request(memberId: number, actor: AuditActor): Promise<DataExport> {
      const now = deps.clock.now();
      const row = await db.transaction(async (tx) => {
        // The member's row lock: two requests at once cannot both pass the checks.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for('update');
        const recent = await tx
          .select()
          .from(dataExports)
          .where(and(eq(dataExports.memberId, memberId), gte(dataExports.requestedAt, new Date(now.getTime() - DAY_MS))));
        if (recent.some((r) => stateOf(r, now) === 'BUILDING')) throw new AppError('DataExportBusyException');
        if (recent.length >= DATA_EXPORTS_PER_DAY) throw new AppError('TooManyDataExportsException');
        const [made] = await tx.insert(dataExports).values({ memberId, status: 'BUILDING', requestedAt: now, heartbeatAt: now }).returning();
        if (!made) throw new Error('no data export row');
        await recordAudit(tx, actor, { action: 'member.data_export', resourceKind: 'member', resourceId: memberId, after: { exportId: made.id } }, now);
        return made;
      });
      jobs.start(row.id);
      return view(row, now);
    },

    async file(memberId: number, id: number, actor: AuditActor): Promise<{ file: StoredStream; filename: string }> {
      const now = deps.clock.now();
      const [row] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.id, id), eq(dataExports.memberId, memberId)));
      if (!row) throw new AppError('NoSuchDataExportException');
      const state = stateOf(row, now);
      if (state === 'BUILDING') throw new AppError('DataExportNotReadyException');
      if (state === 'EXPIRED') throw new AppError('DataExportExpiredException');
      const file = state === 'READY' && row.storageKey ? await deps.storage.stream(row.storageKey) : null;
      if (!file) throw new AppError('NoSuchDataExportException');
      await recordAudit(db, actor, { action: 'member.data_export_download', resourceKind: 'member', resourceId: memberId, after: { exportId: id } }, now);
      const day = (row.readyAt ?? now).toISOString().slice(0, 10);
      return { file, filename: `도담-내-데이터-${day}.zip` };
    },
  };
}

/** Deletes the stored files of copies past their seven days (the rows stay, reading EXPIRED): the hourly sweep. */
export async function sweepFiles(deps: Pick<Deps, 'database' | 'clock' | 'storage' | 'log'>): Promise<number> {
  const { db } = deps.database;
  const expired = await db
    .select({ id: dataExports.id, key: dataExports.storageKey })
    .from(dataExports)
    .where(and(isNotNull(dataExports.storageKey), lte(dataExports.expiresAt, deps.clock.now())));
  if (expired.length === 0) return 0;
  await db
    .update(dataExports)
    .set({ storageKey: null })
    .where(
      inArray(
        dataExports.id,
        expired.map((row) => row.id),
      ),
    );
  // A second sweep at the same moment deletes the same files again: a missing key is no error.
  await forgetFiles(
    deps,
    expired.map((row) => row.key),
    'an expired data export',
  );
  return expired.length;
}
