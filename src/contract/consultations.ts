/**
 * Expert consultations (SPEC §1 "request expert consultations", §2 /main/counsel, §4 "a consultation
 * can be marked finished", §9 CONSULTATION 50,000 won; decision 0069): a paid CONSULTATION item
 * becomes a request; an admin schedules it with an expert and a time, and finishes it, marks a no-show,
 * or cancels it with a refund while it is not provided.
 */
import * as v from 'valibot';
import { DAY_MS } from './calendar/days.ts';
import { Str } from './primitives.ts';

export const CONSULTATION_STATUSES = ['REQUESTED', 'SCHEDULED', 'FINISHED', 'CANCELED', 'NO_SHOW'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** When the member would like the call (one or more). */
export const CONSULTATION_TIMES = ['WEEKDAY_MORNING', 'WEEKDAY_AFTERNOON', 'WEEKDAY_EVENING', 'WEEKEND'] as const;
export type ConsultationTime = (typeof CONSULTATION_TIMES)[number];

/** What to talk about: at most this many characters (the order body's consultationContent). */
export const CONSULTATION_CONTENT_MAX = 1_000;
/** A request waiting longer than this for its schedule is overdue in the back office. */
export const CONSULTATION_SLA_HOURS = 48;

/** A consultation is scheduled at most this many days ahead: a later time is a slip of the year, not a plan. */
export const CONSULTATION_SCHEDULE_DAYS_MAX = 365;

/**
 * Why a consultation cannot be scheduled at `at` (decision 0084): not from now on, or beyond
 * CONSULTATION_SCHEDULE_DAYS_MAX; null when it can. The admin form marks its field by it and the
 * server's step refuses by it, so both say the same.
 */
export function consultationTimeProblem(at: Date, now: Date): 'InvalidConsultationTime' | 'ConsultationTimeTooFar' | null {
  // NaN (an unreadable time) fails the first comparison too.
  if (!(at.getTime() > now.getTime())) return 'InvalidConsultationTime';
  if (at.getTime() > now.getTime() + CONSULTATION_SCHEDULE_DAYS_MAX * DAY_MS) return 'ConsultationTimeTooFar';
  return null;
}

/**
 * A scheduled consultation is finished or marked a no-show only once its time has come (decision
 * 0084): before it, nothing took place, and either step would provide the item (SPEC §4) and take
 * away the member's cancel.
 */
export function consultationCloseProblem(scheduledAt: Date | null, now: Date): 'ConsultationNotYetHeldException' | null {
  return scheduledAt !== null && now.getTime() >= scheduledAt.getTime() ? null : 'ConsultationNotYetHeldException';
}

export const ConsultationContent = v.pipe(Str, v.trim(), v.maxLength(CONSULTATION_CONTENT_MAX, 'InvalidConsultationContent'));
export const ConsultationTimes = v.pipe(v.array(v.picklist(CONSULTATION_TIMES)), v.maxLength(CONSULTATION_TIMES.length));

/** One request as its member sees it on /main/counsel and in the payment history. */
export const MemberConsultation = v.object({
  id: v.number(),
  orderItemId: v.number(),
  child: v.object({ id: v.number(), nickname: v.string() }),
  status: v.picklist(CONSULTATION_STATUSES),
  phone: v.string(),
  content: v.nullable(v.string()),
  times: v.array(v.picklist(CONSULTATION_TIMES)),
  requestedAt: v.string(),
  scheduledAt: v.nullable(v.string()),
  expertNickname: v.nullable(v.string()),
  finishedAt: v.nullable(v.string()),
  canceledAt: v.nullable(v.string()),
});
export type MemberConsultation = v.InferOutput<typeof MemberConsultation>;
export const MemberConsultationList = v.object({ consultations: v.array(MemberConsultation) });
