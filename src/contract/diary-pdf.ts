/**
 * The diary PDF book (decision 0028, DIARY_PDF): after paying, the member picks a child
 * and a period; the server lays the entries out as an A5 book in the background and keeps it for
 * downloading again later.
 */
import * as v from 'valibot';
import { RealDate, RowId, RowIdText } from './primitives.ts';
import { addMonths, civilOf, dayNumberOf, dayNumberOfIso, isoOfDay } from './calendar/days.ts';
import { ORDER_ITEM_STATUSES } from './limits.ts';

export const DIARY_PDF_STATUSES = ['BUILDING', 'READY', 'FAILED'] as const;
export type DiaryPdfStatus = (typeof DIARY_PDF_STATUSES)[number];

/** One book covers at most a year (366 days, a leap year included): a year builds in well under a minute. */
export const DIARY_PDF_MAX_DAYS = 366;

const IsoDay = RealDate();

/** Days from `from` to `to`, both counted (1 for a single day). */
export const periodDays = (from: string, to: string) => dayNumberOfIso(to) - dayNumberOfIso(from) + 1;

/** The last `months` months up to `today` (YYYY-MM-DD): 3 months ending 2026-11-22 start 2026-08-23. */
export function lastMonthsPeriod(today: string, months: number): { from: string; to: string } {
  return { from: isoOfDay(dayNumberOf(addMonths(civilOf(dayNumberOfIso(today)), -months)) + 1), to: today };
}

/** A period that starts before it ends and spans at most DIARY_PDF_MAX_DAYS (the form checks the same). */
export const isPdfPeriod = ({ from, to }: { from: string; to: string }) => from <= to && periodDays(from, to) <= DIARY_PDF_MAX_DAYS;

/**
 * POST: build the book of `childId`'s entries from `from` to `to` (Korea-time days, both included),
 * opened with the child's whole pregnancy diary when `withPregnancy` (decision 0101).
 */
export const DiaryPdfCreateBody = v.pipe(
  v.object({ childId: RowId, from: IsoDay, to: IsoDay, withPregnancy: v.optional(v.boolean(), false) }),
  v.check((body) => isPdfPeriod(body), 'InvalidPdfPeriod'),
);
export type DiaryPdfCreateBody = v.InferOutput<typeof DiaryPdfCreateBody>;

/** A book and its build: `entriesDone` of `entriesTotal` while BUILDING (the page polls it). */
export const DiaryPdf = v.object({
  id: v.number(),
  orderItemId: v.number(),
  /** Null once the child was deleted (the made book stays). */
  childId: v.nullable(v.number()),
  childName: v.string(),
  from: v.string(),
  to: v.string(),
  /** The book opens with the pregnancy diary (decision 0101); its entries count in `entriesTotal`. */
  withPregnancy: v.boolean(),
  status: v.picklist(DIARY_PDF_STATUSES),
  entriesDone: v.number(),
  entriesTotal: v.number(),
  pages: v.nullable(v.number()),
  sizeBytes: v.nullable(v.number()),
  createdAt: v.string(),
  readyAt: v.nullable(v.string()),
});
export type DiaryPdf = v.InferOutput<typeof DiaryPdf>;

/**
 * The pdf-create page: the DIARY_PDF item (its child, the preselection) and its book, the valid one
 * (BUILDING or READY) or else the last failed one, null before the first build.
 */
export const DiaryPdfState = v.object({
  orderItem: v.object({ id: v.number(), name: v.string(), status: v.picklist(ORDER_ITEM_STATUSES), childId: v.number(), paidAt: v.nullable(v.string()) }),
  pdf: v.nullable(DiaryPdf),
});
export type DiaryPdfState = v.InferOutput<typeof DiaryPdfState>;

/** How many entries (and photos) a period holds, shown before the member builds the book. */
export const DiaryPdfEntryCountQuery = v.object({
  childId: RowIdText,
  from: IsoDay,
  to: IsoDay,
});
export const DiaryPdfEntryCount = v.object({ entries: v.number(), photos: v.number() });
export type DiaryPdfEntryCount = v.InferOutput<typeof DiaryPdfEntryCount>;
