/**
 * The diary book of a DIARY_PDF order item (decision 0028): its state for the
 * pdf-create page, starting a build, the number of entries of a period and the file itself.
 */
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { DiaryPdf, DiaryPdfCreateBody, DiaryPdfEntryCount, DiaryPdfState } from '../../../src/contract/diary-pdf.ts';
import { isPdfPeriod } from '../../../src/contract/diary-pdf.ts';
import type { Db } from '../../db/client.ts';
import { diaryPdfs, type DiaryPdfRow } from '../../db/schema/diary-pdfs.ts';
import { orderItems } from '../../db/schema/orders.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { ownChild } from '../children/own-child.ts';
import type { OrderItemRow } from '../orders/orderable.ts';
import type { StoredStream } from '../../integrations/storage.ts';
import { STALE_AFTER_MS, type DiaryPdfJobs } from './diary-pdf-jobs.ts';
import { countPeriod } from './period-entries.ts';
import { countPregnancy } from './pregnancy-entries.ts';
import { koreaTodayIso } from '../../../src/contract/calendar/today.ts';

type Queryable = Pick<Db, 'select'>;
type Writable = Pick<Db, 'update'>;

export function diaryPdfView(row: DiaryPdfRow): DiaryPdf {
  return {
    id: row.id,
    orderItemId: row.orderItemId,
    childId: row.childId,
    childName: row.childName,
    from: row.periodFrom,
    to: row.periodTo,
    withPregnancy: row.withPregnancy,
    status: row.status,
    entriesDone: row.entriesDone,
    entriesTotal: row.entriesTotal,
    pages: row.pages,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
  };
}

/** A paid item may have its book made; one not (yet) paid, or canceled, may not. */
const PAID: readonly OrderItemRow['status'][] = ['PAID', 'PROVIDED'];

export function createDiaryPdfService(deps: Deps, jobs: DiaryPdfJobs) {
  const { db } = deps.database;
  const { clock, storage, log } = deps;

  /** The member's DIARY_PDF item, or 404 NoSuchOrderItemException (another member's item looks like none). */
  async function ownItem(q: Queryable, memberId: number, id: number, options: { lock?: boolean } = {}): Promise<OrderItemRow> {
    const query = q
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, id), eq(orderItems.memberId, memberId), eq(orderItems.orderableType, 'DIARY_PDF')))
      .limit(1);
    const [row] = options.lock ? await query.for('update') : await query;
    if (!row) throw new AppError('NoSuchOrderItemException');
    return row;
  }

  /** A build whose process stopped saying it is alive (a restart) is failed, which allows a retry. */
  async function giveUpLost(q: Writable, orderItemId: number): Promise<void> {
    await q
      .update(diaryPdfs)
      .set({ status: 'FAILED', failure: 'the build stopped (server restarted)' })
      .where(
        and(
          eq(diaryPdfs.orderItemId, orderItemId),
          eq(diaryPdfs.status, 'BUILDING'),
          lt(diaryPdfs.heartbeatAt, new Date(clock.now().getTime() - STALE_AFTER_MS)),
        ),
      );
  }

  /** The valid book (BUILDING or READY), else the last failed one, else null. */
  async function bookOf(q: Queryable, orderItemId: number): Promise<DiaryPdfRow | null> {
    const rows = await q.select().from(diaryPdfs).where(eq(diaryPdfs.orderItemId, orderItemId)).orderBy(desc(diaryPdfs.id)).limit(20);
    return rows.find((row) => row.status !== 'FAILED') ?? rows[0] ?? null;
  }

  /** 400 for a period the form would not send (the contract refuses days that do not exist): reversed, too long or ending after today. */
  function checkPeriod(period: { from: string; to: string }): void {
    if (!isPdfPeriod(period)) throw new AppError('BadRequest', 'invalid period');
    if (period.to > koreaTodayIso(clock.now())) throw new AppError('BadRequest', 'period ends in the future');
  }

  return {
    async state(memberId: number, orderItemId: number): Promise<DiaryPdfState> {
      const item = await ownItem(db, memberId, orderItemId);
      await giveUpLost(db, item.id);
      const book = await bookOf(db, item.id);
      return {
        orderItem: { id: item.id, name: item.name, status: item.status, childId: item.targetId, paidAt: item.paidAt?.toISOString() ?? null },
        pdf: book ? diaryPdfView(book) : null,
      };
    },

    /**
     * 404 NoSuchOrderItemException, 410 CannotDownloadPdfException (not paid, or canceled), 404
     * NoSuchChildException, 409 ValidPdfAlreadyExistException (a book is being made or is made),
     * 422 NoDiaryInPdfPeriodException (nothing to print: no entry in the period, nor a pregnancy
     * diary asked for and written, decision 0101); then the row is written BUILDING and the build is queued.
     */
    async create(memberId: number, orderItemId: number, body: DiaryPdfCreateBody): Promise<DiaryPdf> {
      const row = await db.transaction(async (tx) => {
        const item = await ownItem(tx, memberId, orderItemId, { lock: true });
        if (!PAID.includes(item.status)) throw new AppError('CannotDownloadPdfException', `order item ${item.status}`);
        const child = await ownChild(tx, memberId, body.childId);
        checkPeriod(body);
        await giveUpLost(tx, item.id);
        const valid = await tx
          .select({ id: diaryPdfs.id })
          .from(diaryPdfs)
          .where(and(eq(diaryPdfs.orderItemId, item.id), inArray(diaryPdfs.status, ['BUILDING', 'READY'])))
          .limit(1);
        if (valid.length > 0) throw new AppError('ValidPdfAlreadyExistException');
        const { entries } = await countPeriod(tx, { memberId, childId: child.id, from: body.from, to: body.to });
        const pregnancy = body.withPregnancy ? await countPregnancy(tx, child.id) : 0;
        if (entries + pregnancy === 0) throw new AppError('NoDiaryInPdfPeriodException');
        const now = clock.now();
        // The partial unique index is the authority: a concurrent create of the same item inserts nothing.
        const [inserted] = await tx
          .insert(diaryPdfs)
          .values({
            orderItemId: item.id,
            memberId,
            childId: child.id,
            childName: child.nickname,
            periodFrom: body.from,
            periodTo: body.to,
            withPregnancy: body.withPregnancy,
            entriesTotal: entries + pregnancy,
            heartbeatAt: now,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) throw new AppError('ValidPdfAlreadyExistException');
        return inserted;
      });
      jobs.start(row.id);
      return diaryPdfView(row);
    },

    async entryCount(memberId: number, query: { childId: number; from: string; to: string }): Promise<DiaryPdfEntryCount> {
      const child = await ownChild(db, memberId, query.childId);
      if (query.from > query.to) throw new AppError('BadRequest', 'invalid period');
      return countPeriod(db, { memberId, childId: child.id, from: query.from, to: query.to });
    },

    /**
     * The made book: 404 NoSuchOrderItemException, 410 CannotDownloadPdfException (the item was
     * canceled), 404 NoPdfDownloadableException (none made yet, or its file was lost — then the book
     * is failed so that it can be made again).
     */
    async file(memberId: number, orderItemId: number): Promise<{ file: StoredStream; filename: string }> {
      const item = await ownItem(db, memberId, orderItemId);
      if (item.status === 'CANCELED') throw new AppError('CannotDownloadPdfException', 'order item canceled');
      const [book] = await db
        .select()
        .from(diaryPdfs)
        .where(and(eq(diaryPdfs.orderItemId, item.id), eq(diaryPdfs.status, 'READY')))
        .limit(1);
      if (!book?.storageKey) throw new AppError('NoPdfDownloadableException');
      // Streamed as it is sent (decision 0078): a year of photos is a book of many megabytes.
      const file = await storage.stream(book.storageKey);
      if (!file) {
        log.error({ diaryPdfId: book.id, key: book.storageKey }, 'a ready diary PDF has no file');
        await db.update(diaryPdfs).set({ status: 'FAILED', failure: 'file missing' }).where(eq(diaryPdfs.id, book.id));
        throw new AppError('NoPdfDownloadableException');
      }
      return { file, filename: `${book.childName} 육아일기 ${book.periodFrom}~${book.periodTo}.pdf` };
    },
  };
}
