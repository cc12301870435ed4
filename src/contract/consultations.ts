/**
 * Expert consultations (SPEC §1 "request expert consultations", §2 /main/counsel, §4 "a consultation
 * can be marked finished", §9 CONSULTATION 50,000 won; decision 0069): a paid CONSULTATION item
 * becomes a request; an admin schedules it with an expert and a time, and finishes it, marks a no-show,
 * or cancels it with a refund while it is not provided.
 */
import * as v from 'valibot';
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
