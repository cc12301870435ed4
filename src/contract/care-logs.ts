/**
 * The one-tap daily log (decision 0098): feedings, sleeps and diapers of a child. A log is named by
 * the UUID its phone made (`clientId`), and a write sends the whole log, so a queued write sent
 * twice leaves one row as it was meant (exactly once without an Idempotency-Key).
 */
import * as v from 'valibot';
import { DAY_MS } from './calendar/days.ts';
import { RealDate, RealTimestamp, Str } from './primitives.ts';

export const CARE_LOG_KINDS = ['FEEDING', 'SLEEP', 'DIAPER'] as const;
export type CareLogKind = (typeof CARE_LOG_KINDS)[number];

export const FEEDING_DETAILS = ['BREAST_LEFT', 'BREAST_RIGHT', 'BOTTLE', 'FORMULA', 'SOLIDS'] as const;
export const DIAPER_DETAILS = ['WET', 'DIRTY', 'BOTH'] as const;
export type FeedingDetail = (typeof FEEDING_DETAILS)[number];
export type DiaperDetail = (typeof DIAPER_DETAILS)[number];
export type CareLogDetail = FeedingDetail | DiaperDetail;

/** A bottle of expressed milk or formula, in ml. */
export const CARE_LOG_ML_MAX = 1000;
/** A timed log (a breastfeeding or a sleep) lasts at most a day; a longer one is a forgotten timer. */
export const CARE_LOG_DURATION_MAX_MS = DAY_MS;
/** How far ahead of the server's clock a phone's clock may be. */
export const CARE_LOG_CLOCK_SKEW_MS = 10 * 60 * 1000;
/** How old a log may be when it is written: a phone offline for long still sends its queue. */
export const CARE_LOG_PAST_MAX_MS = 366 * DAY_MS;
/** Logs per child per Korea day (far above any day's feedings and diapers; decision 0031's caps). */
export const CARE_LOG_DAY_CAP = 1000;
/** The summary answers at most this many days (a monthly report's month). */
export const CARE_LOG_SUMMARY_DAYS_MAX = 62;

/** Breastfeeding and sleep run as a timer (endedAt null while it runs); the others are one moment. */
export function isTimed(kind: CareLogKind, detail: CareLogDetail | null): boolean {
  return kind === 'SLEEP' || detail === 'BREAST_LEFT' || detail === 'BREAST_RIGHT';
}

/** Bottles and formula carry an amount; nothing else does. */
export function takesAmount(detail: CareLogDetail | null): boolean {
  return detail === 'BOTTLE' || detail === 'FORMULA';
}

export const CareLogClientId = v.pipe(Str, v.uuid('InvalidCareLogId'));

const Instant = RealTimestamp('InvalidCareLogTime');

/** The whole log as the phone holds it; the server checks the clock-relative rules itself. */
export const CareLogBody = v.pipe(
  v.object({
    kind: v.picklist(CARE_LOG_KINDS, 'InvalidCareLogKind'),
    detail: v.nullable(v.picklist([...FEEDING_DETAILS, ...DIAPER_DETAILS], 'InvalidCareLogKind')),
    amountMl: v.nullable(
      v.pipe(
        v.number('InvalidCareLogAmount'),
        v.integer('InvalidCareLogAmount'),
        v.minValue(1, 'InvalidCareLogAmount'),
        v.maxValue(CARE_LOG_ML_MAX, 'InvalidCareLogAmount'),
      ),
    ),
    startedAt: Instant,
    endedAt: v.nullable(Instant),
  }),
  v.check((log) => detailFits(log.kind, log.detail), 'InvalidCareLogKind'),
  v.check((log) => log.amountMl === null || takesAmount(log.detail), 'InvalidCareLogAmount'),
  v.check((log) => log.endedAt === null || isTimed(log.kind, log.detail), 'InvalidCareLogTime'),
  v.check((log) => log.endedAt === null || spanFits(log.startedAt, log.endedAt), 'InvalidCareLogTime'),
);
export type CareLogBody = v.InferOutput<typeof CareLogBody>;

function detailFits(kind: CareLogKind, detail: CareLogDetail | null): boolean {
  if (kind === 'SLEEP') return detail === null;
  const details: readonly string[] = kind === 'FEEDING' ? FEEDING_DETAILS : DIAPER_DETAILS;
  return detail !== null && details.includes(detail);
}

function spanFits(startedAt: string, endedAt: string): boolean {
  const span = Date.parse(endedAt) - Date.parse(startedAt);
  return span >= 0 && span <= CARE_LOG_DURATION_MAX_MS;
}

export const CareLog = v.object({
  clientId: v.string(),
  kind: v.picklist(CARE_LOG_KINDS),
  detail: v.nullable(v.picklist([...FEEDING_DETAILS, ...DIAPER_DETAILS])),
  amountMl: v.nullable(v.number()),
  startedAt: v.string(),
  endedAt: v.nullable(v.string()),
  /** Who wrote it ('' once that member left, as the diary's entries, decision 0097). */
  authorId: v.nullable(v.number()),
  authorNickname: v.string(),
  updatedAt: v.string(),
});
export type CareLog = v.InferOutput<typeof CareLog>;

export const CareLogDayQuery = v.object({ date: RealDate('InvalidCareLogDate') });

/** One Korea day's logs (by start), and the timers still running whenever they started. */
export const CareLogDayData = v.object({ date: v.string(), logs: v.array(CareLog), running: v.array(CareLog) });
export type CareLogDayData = v.InferOutput<typeof CareLogDayData>;

export const CareLogSummaryQuery = v.object({ from: RealDate('InvalidCareLogDate'), to: RealDate('InvalidCareLogDate') });

/** A day's totals: a sleep counts on the day it started; a running timer counts nothing yet. */
export const CareLogDayTotals = v.object({
  date: v.string(),
  feedings: v.number(),
  breastMinutes: v.number(),
  bottleMl: v.number(),
  sleepMinutes: v.number(),
  diapers: v.number(),
});
export type CareLogDayTotals = v.InferOutput<typeof CareLogDayTotals>;
export const CareLogSummaryData = v.object({ days: v.array(CareLogDayTotals) });
export type CareLogSummaryData = v.InferOutput<typeof CareLogSummaryData>;
