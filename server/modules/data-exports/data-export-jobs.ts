/**
 * Making the data copies in the background (decision 0099), as the diary books are (decision 0028):
 * the data_exports row is the job, one copy at a time per process, its ZIP made in the worker pool
 * (decision 0078); a BUILDING row whose heartbeat stopped belongs to a process that is gone and
 * reads as FAILED. The file is stored, then named on its row (storeThenCommit, decision 0091).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { DATA_EXPORT_TTL_MS } from '../../../src/contract/data-exports-api.ts';
import { dataExports } from '../../db/schema/data-exports.ts';
import type { Deps } from '../../deps.ts';
import { createRowJobs, perApp, type RowJobs } from '../../lib/row-jobs.ts';
import { storeThenCommit } from '../../lib/stored-files.ts';
import { sharedWorkerPool, workerTask } from '../../lib/worker-pool.ts';
import { exportContents } from './data-export-contents.ts';
import type * as ZipTask from './data-export-zip.ts';

export const dataExportZipTask = workerTask<typeof ZipTask>()(new URL('./data-export-zip.ts', import.meta.url), 'zipExport');

export const EXPORT_HEARTBEAT_MS = 10_000;
export const EXPORT_STALE_AFTER_MS = 90_000;

/** The one queue of this server (one per Deps, so each test app has its own). */
export const dataExportJobs: (deps: Deps) => RowJobs = perApp((deps: Deps) =>
  createRowJobs({
    build: (id) => build(deps, id),
    fail: (id, err) => fail(deps, id, err),
    beat: (ids) =>
      deps.database.db
        .update(dataExports)
        .set({ heartbeatAt: deps.clock.now() })
        .where(and(inArray(dataExports.id, ids), eq(dataExports.status, 'BUILDING')))
        .catch((err: unknown) => deps.log.warn({ err }, 'data export heartbeat failed')),
    heartbeatMs: EXPORT_HEARTBEAT_MS,
  }),
);

async function fail(deps: Deps, id: number, err: unknown): Promise<void> {
  deps.log.error({ err, dataExportId: id }, 'data export failed');
  const failure = err instanceof Error ? err.message.slice(0, 500) : String(err);
  await deps.database.db
    .update(dataExports)
    .set({ status: 'FAILED', failure })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'BUILDING')))
    .catch((error: unknown) => deps.log.error({ err: error, dataExportId: id }, 'could not mark a data export failed'));
}

async function build(deps: Deps, id: number): Promise<void> {
  const { db } = deps.database;
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'BUILDING')));
  if (!row) return;
  const { files, photos } = await exportContents(db, row.memberId);
  const job = { files, photos: photos.map((photo) => photo.name), at: deps.clock.now().getTime() };
  // Each photo is read from the storage when the worker reaches it; one gone meanwhile is left out.
  const answer = async ({ photo }: { photo: number }) => {
    const key = photos[photo]?.key;
    return key ? ((await deps.storage.get(key))?.bytes ?? null) : null;
  };
  const { bytes } = await sharedWorkerPool().run(dataExportZipTask, job, { answer, unbounded: true });
  await storeThenCommit(
    deps,
    { folder: 'data-export', extension: 'zip', bytes, contentType: 'application/zip' },
    async (key) => {
      const now = deps.clock.now();
      const kept = await db
        .update(dataExports)
        .set({
          status: 'READY',
          storageKey: key,
          sizeBytes: bytes.byteLength,
          readyAt: now,
          heartbeatAt: now,
          expiresAt: new Date(now.getTime() + DATA_EXPORT_TTL_MS),
        })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'BUILDING')))
        .returning({ id: dataExports.id });
      return kept.length > 0;
    },
    (kept) => kept,
  );
}
