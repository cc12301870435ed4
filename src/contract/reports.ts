/**
 * Monthly reports (SPEC §1 "receive monthly reports", §9 REPORT_ANALYSIS; decision 0067): one per
 * child and Korea-time month with at least one diary entry, made on the 1st at 00:00 Korea time
 * from the diary's care areas and the child's records. The content is computed once and kept as it
 * was (a later edit of the diary does not rewrite a report; an admin may regenerate one).
 */
import * as v from 'valibot';
import { MEAL_AMOUNTS, MOODS, SYMPTOMS } from './diary.ts';
import { Str, storableText } from './primitives.ts';

/** A Korea-time month, YYYY-MM. */
export const ReportMonth = v.pipe(Str, v.regex(/^\d{4}-(0[1-9]|1[0-2])$/));

const counts = <T extends readonly string[]>(keys: T) => v.record(v.picklist(keys), v.number());

/** Per care area (SPEC §5's seven): null when no entry of the month recorded it. */
export const ReportAreas = v.object({
  water: v.nullable(v.object({ days: v.number(), averageMl: v.number(), highestMl: v.number() })),
  sleep: v.nullable(v.object({ days: v.number(), averageHours: v.number(), longestHours: v.number(), averageNaps: v.number() })),
  /** Only past 6 months (SPEC §4 eatsMeals): `notYet` for a younger child. */
  childMeal: v.nullable(
    v.variant('kind', [
      v.object({ kind: v.literal('NOT_YET') }),
      v.object({ kind: v.literal('RECORDED'), days: v.number(), averageTimes: v.number(), amounts: counts(MEAL_AMOUNTS) }),
    ]),
  ),
  parentMeal: v.nullable(v.object({ days: v.number(), averageTimes: v.number() })),
  illness: v.nullable(v.object({ days: v.number(), highestTemperature: v.nullable(v.number()), symptoms: counts(SYMPTOMS) })),
  mood: v.nullable(v.object({ days: v.number(), moods: counts(MOODS) })),
  breastfeeding: v.nullable(
    v.object({ days: v.number(), averageTimes: v.number(), averageMinutes: v.nullable(v.number()), averageFormulaMl: v.nullable(v.number()) }),
  ),
});
export type ReportAreas = v.InferOutput<typeof ReportAreas>;

/** One day of the month for the charts (null: not recorded that day). */
export const ReportDay = v.object({
  date: v.string(),
  waterMl: v.nullable(v.number()),
  sleepHours: v.nullable(v.number()),
  feeds: v.nullable(v.number()),
  temperature: v.nullable(v.number()),
});
export type ReportDay = v.InferOutput<typeof ReportDay>;

export const ReportMeasurement = v.object({
  date: v.string(),
  heightCm: v.nullable(v.number()),
  weightKg: v.nullable(v.number()),
  headCm: v.nullable(v.number()),
  heightPercentile: v.nullable(v.number()),
  weightPercentile: v.nullable(v.number()),
  /** Null without WHO's head table (decision 0076); absent from a report made before head had a place. */
  headPercentile: v.optional(v.nullable(v.number())),
});

export const ReportScheduleItem = v.object({ kind: v.picklist(['VACCINATION', 'CHECKUP']), name: v.string(), date: v.string() });

/** The figures compared with the month before (null when that month had no report). */
export const ReportChange = v.object({
  daysWritten: v.number(),
  averageWaterMl: v.nullable(v.number()),
  averageSleepHours: v.nullable(v.number()),
  illnessDays: v.nullable(v.number()),
  heightPercentile: v.nullable(v.number()),
  weightPercentile: v.nullable(v.number()),
  /** As ReportMeasurement's: absent from a report made before head had a place. */
  headPercentile: v.optional(v.nullable(v.number())),
});
export type ReportChange = v.InferOutput<typeof ReportChange>;

export const ReportAge = v.variant('kind', [
  v.object({ kind: v.literal('days'), days: v.number() }),
  v.object({ kind: v.literal('monthsDays'), months: v.number(), days: v.number() }),
  v.object({ kind: v.literal('years'), years: v.number() }),
]);

/**
 * The daily log of the month (decision 0098): on how many days something was logged, and per such
 * day the feedings, bottle ml, hours slept and diapers. Absent from a report made before the log.
 */
export const ReportCareLog = v.object({
  daysLogged: v.number(),
  feedingsPerDay: v.number(),
  bottleMlPerDay: v.number(),
  sleepHoursPerDay: v.number(),
  diapersPerDay: v.number(),
});
export type ReportCareLog = v.InferOutput<typeof ReportCareLog>;

export const ReportContent = v.object({
  month: v.string(),
  daysInMonth: v.number(),
  daysWritten: v.number(),
  /** Completed months at the month's last day (null: not born then). */
  ageMonths: v.nullable(v.number()),
  /**
   * The age on the month's last day as SPEC §4 displays it, which the page and the PDF both write
   * (decision 0075); absent from a report made before it, which then shows `ageMonths`.
   */
  ageAtMonthEnd: v.optional(v.nullable(ReportAge)),
  areas: ReportAreas,
  days: v.array(ReportDay),
  growth: v.array(ReportMeasurement),
  schedules: v.object({ done: v.array(ReportScheduleItem), dueNextMonth: v.array(ReportScheduleItem) }),
  previous: v.nullable(ReportChange),
  careLog: v.optional(v.nullable(ReportCareLog)),
});
export type ReportContent = v.InferOutput<typeof ReportContent>;

/** The feedback an expert writes per area (SPEC §5: none may be empty; §8 the per-area message). */
export const REPORT_FEEDBACK_MAX = 2_000;

const FeedbackText = v.pipe(v.string('EmptyExpertFeedback'), storableText, v.trim(), v.minLength(1, 'EmptyExpertFeedback'), v.maxLength(REPORT_FEEDBACK_MAX));

/** One text per care area (SPEC §5 water, sleep, child meal, parent meal, illness, mood, breastfeeding). */
export const ReportFeedbackBody = v.object({
  water: FeedbackText,
  sleep: FeedbackText,
  childMeal: FeedbackText,
  parentMeal: FeedbackText,
  illness: FeedbackText,
  mood: FeedbackText,
  breastfeeding: FeedbackText,
});
export type ReportFeedbackBody = v.InferOutput<typeof ReportFeedbackBody>;

/** The feedback as the member reads it. */
export const ReportFeedback = v.object({
  areas: v.object({
    water: v.string(),
    sleep: v.string(),
    childMeal: v.string(),
    parentMeal: v.string(),
    illness: v.string(),
    mood: v.string(),
    breastfeeding: v.string(),
  }),
  expertNickname: v.nullable(v.string()),
  writtenAt: v.string(),
});
export type ReportFeedback = v.InferOutput<typeof ReportFeedback>;

/**
 * An analysis paid this many hours ago with no feedback yet is overdue: the back office lists it so
 * (decision 0068), as it does an expert comment past EXPERT_COMMENT_SLA_HOURS.
 */
export const REPORT_FEEDBACK_SLA_HOURS = 72;

/** Where the expert analysis (REPORT_ANALYSIS) of a report stands for its member. */
export const ANALYSIS_STATES = ['NONE', 'ORDERED', 'PROVIDED'] as const;

export const ReportListItem = v.object({
  id: v.number(),
  childId: v.number(),
  childNickname: v.string(),
  month: v.string(),
  daysWritten: v.number(),
  /** Not opened yet by the member: the list's badge. */
  isNew: v.boolean(),
  analysis: v.picklist(ANALYSIS_STATES),
});
export type ReportListItem = v.InferOutput<typeof ReportListItem>;
export const ReportListData = v.object({ reports: v.array(ReportListItem) });

export const Report = v.object({
  ...ReportListItem.entries,
  content: ReportContent,
  generatedAt: v.string(),
  feedback: v.nullable(ReportFeedback),
});
export type Report = v.InferOutput<typeof Report>;

/** A report analysis waiting on the expert's desk (oldest order first). */
export const ExpertReportQueueItem = v.object({
  reportId: v.number(),
  month: v.string(),
  childNickname: v.string(),
  ageMonths: v.nullable(v.number()),
  daysWritten: v.number(),
  orderedAt: v.string(),
});
export const ExpertReportQueue = v.object({ total: v.number(), items: v.array(ExpertReportQueueItem) });
export type ExpertReportQueue = v.InferOutput<typeof ExpertReportQueue>;

/** A report as the expert reads it to write the feedback (no member's name: the child's nickname only). */
export const ExpertReport = v.object({
  id: v.number(),
  month: v.string(),
  childNickname: v.string(),
  content: ReportContent,
  orderedAt: v.string(),
  feedback: v.nullable(ReportFeedback),
});
export type ExpertReport = v.InferOutput<typeof ExpertReport>;
