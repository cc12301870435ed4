/**
 * Building the books in the background, inside the server process (decision 0028). The diary_pdfs
 * row is the job (server/lib/row-jobs.ts: one book at a time per process), laid out in the worker
 * pool so the event loop stays free (decision 0078). While a book is queued or built, its row's
 * heartbeat is refreshed; a BUILDING row whose heartbeat stopped belongs
 * to a process that is gone, and reads as FAILED (diary-pdf.service.ts), which allows a retry.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { children } from '../../db/schema/children.ts';
import { diaryPdfs, type DiaryPdfRow } from '../../db/schema/diary-pdfs.ts';
import { orderItems } from '../../db/schema/orders.ts';
import type { Deps } from '../../deps.ts';
import { createRowJobs, perApp, type RowJobs } from '../../lib/row-jobs.ts';
import { storeThenCommit } from '../../lib/stored-files.ts';
import { renderInPool, renderPeriodBook } from './period-book.ts';
import { markProvided } from '../orders/provided.ts';
import { koreaTodayIso } from '../../../src/contract/calendar/today.ts';

/** How often a queued or running build says it is alive, and after how long without it a build is lost. */
export const HEARTBEAT_MS = 10_000;
export const STALE_AFTER_MS = 90_000;
/** Progress is written at most this often (the page polls every second or two). */
const PROGRESS_EVERY_MS = 500;

export type DiaryPdfJobs = RowJobs;

/** The one queue of this server (one per Deps, so each test app has its own). */
export const diaryPdfJobs: (deps: Deps) => DiaryPdfJobs = perApp((deps: Deps) =>
  createRowJobs({
    build: (id) => build(deps, id),
    fail: (id, err) => fail(deps, id, err),
    beat: (ids) =>
      deps.database.db
        .update(diaryPdfs)
        .set({ heartbeatAt: deps.clock.now() })
        .where(and(inArray(diaryPdfs.id, ids), eq(diaryPdfs.status, 'BUILDING')))
        .catch((err: unknown) => deps.log.warn({ err }, 'diary PDF heartbeat failed')),
    heartbeatMs: HEARTBEAT_MS,
  }),
);

async function fail(deps: Deps, id: number, err: unknown): Promise<void> {
  deps.log.error({ err, diaryPdfId: id }, 'diary PDF build failed');
  const failure = err instanceof Error ? err.message.slice(0, 500) : String(err);
  await deps.database.db
    .update(diaryPdfs)
    .set({ status: 'FAILED', failure })
    .where(and(eq(diaryPdfs.id, id), eq(diaryPdfs.status, 'BUILDING')))
    .catch((error: unknown) => deps.log.error({ err: error, diaryPdfId: id }, 'could not mark a diary PDF failed'));
}

async function build(deps: Deps, id: number): Promise<void> {
  const { db } = deps.database;
  const [row] = await db
    .select()
    .from(diaryPdfs)
    .where(and(eq(diaryPdfs.id, id), eq(diaryPdfs.status, 'BUILDING')))
    .limit(1);
  if (!row) return;
  const [child] =
    row.childId === null ? [] : await db.select({ birthDateTime: children.birthDateTime }).from(children).where(eq(children.id, row.childId)).limit(1);
  if (!child || row.childId === null) throw new Error('the child is gone');

  const progress = (done: number, total: number) =>
    db
      .update(diaryPdfs)
      .set({ entriesDone: done, entriesTotal: total, heartbeatAt: deps.clock.now() })
      .where(and(eq(diaryPdfs.id, id), eq(diaryPdfs.status, 'BUILDING')));
  let written = 0;
  const book = await renderPeriodBook(
    db,
    deps.storage,
    {
      memberId: row.memberId,
      childId: row.childId,
      from: row.periodFrom,
      to: row.periodTo,
      childName: row.childName,
      birthDateTime: child.birthDateTime,
      madeOn: koreaTodayIso(deps.clock.now()),
      withPregnancy: row.withPregnancy,
    },
    async (done, total) => {
      if (done > 0 && done < total && performance.now() - written < PROGRESS_EVERY_MS) return;
      written = performance.now();
      await progress(done, total);
    },
    renderInPool(),
  );

  // The book is stored, then named on its row; a failed or declined commit deletes it again
  // (storeThenCommit, decision 0091): a build given up, canceled or retried meanwhile leaves no file.
  const file = { folder: 'diary-pdf', extension: 'pdf', bytes: book.bytes, contentType: 'application/pdf' };
  await storeThenCommit(
    deps,
    file,
    (key) => commitBook(deps, row, key, book),
    (kept) => kept,
  );
}

/** Names the stored book on its row (READY) unless the build was given up or its item canceled meanwhile; answers whether it did. */
async function commitBook(deps: Deps, row: DiaryPdfRow, key: string, book: { bytes: Uint8Array; pages: number; entries: number }): Promise<boolean> {
  const { id } = row;
  return deps.database.db.transaction(async (tx) => {
    // The item's lock first, as create takes it: a cancel, a retry and this finish never cross.
    await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.id, row.orderItemId)).for('update');
    const [current] = await tx.select({ status: diaryPdfs.status }).from(diaryPdfs).where(eq(diaryPdfs.id, id)).for('update');
    if (current?.status !== 'BUILDING') return false; // given up as lost meanwhile: a retry is on its way
    const now = deps.clock.now();
    // Null when the item is no longer paid (canceled while the book was being made).
    if (!(await markProvided(tx, row.orderItemId, now))) {
      await tx.update(diaryPdfs).set({ status: 'FAILED', failure: 'order item canceled while building' }).where(eq(diaryPdfs.id, id));
      return false;
    }
    await tx
      .update(diaryPdfs)
      .set({
        status: 'READY',
        storageKey: key,
        pages: book.pages,
        sizeBytes: book.bytes.length,
        entriesDone: book.entries,
        entriesTotal: book.entries,
        readyAt: now,
        heartbeatAt: now,
      })
      .where(eq(diaryPdfs.id, id));
    return true;
  });
}
