import * as v from 'valibot';
import { RealDate, RowIdText, Str } from './primitives.ts';
import { endpoint } from './endpoint.ts';
import { SCHEDULE_STATUSES } from './schedules/schedule-types.ts';

/** A memo on a vaccination or checkup record (e.g. the clinic, a reaction). */
export const SCHEDULE_MEMO_MAX = 200;

/** One dose or checkup round of a child, with its window computed from the current birth date. */
export const ScheduleItem = v.object({
  id: v.number(),
  /** The schedule key, e.g. 'DTaP-2' or 'CHECKUP-3'. */
  key: v.string(),
  /** The vaccine or checkup kind shown together ('DTaP', 'RV', 'INFANT', 'DENTAL'). */
  group: v.string(),
  groupNameKo: v.string(),
  groupNameEn: v.string(),
  /** Alternatives of one group differ in series ('RV1' or 'RV5'); otherwise series = group. */
  series: v.string(),
  nameKo: v.string(),
  nameEn: v.string(),
  dose: v.number(),
  /** First and last day (inclusive, Korea calendar, YYYY-MM-DD) of the recommended window. */
  windowStart: v.string(),
  windowEnd: v.string(),
  status: v.picklist(SCHEDULE_STATUSES),
  national: v.boolean(),
  /** The recorded date (YYYY-MM-DD) or null. */
  date: v.nullable(v.string()),
  /** Marked done without a date ('이미 맞았어요' / '이미 받았어요', decision 0071); a date clears it. */
  undated: v.boolean(),
  memo: v.nullable(v.string()),
});
export type ScheduleItem = v.InferOutput<typeof ScheduleItem>;

/** An unborn child has no schedule yet: it starts at birth. */
export const ScheduleList = v.object({ items: v.array(ScheduleItem), reason: v.nullable(v.picklist(['UNBORN'])) });
export type ScheduleList = v.InferOutput<typeof ScheduleList>;

/** SPEC §7 body { date, memo }: date null clears it; an empty memo is stored as none. */
export const ScheduleRecordBody = v.object({
  date: v.nullable(RealDate('InvalidRecordDate')),
  memo: v.nullable(v.pipe(Str, v.trim(), v.maxLength(SCHEDULE_MEMO_MAX, 'ScheduleMemoTooLong'))),
});
export type ScheduleRecordBody = v.InferOutput<typeof ScheduleRecordBody>;

/** Korean national vaccination and health checkup schedules (decision 0013). Spread into `api` in api.ts. */
export const schedulesApi = {
  vaccinations: endpoint({
    method: 'GET',
    path: '/api/members/children/:id/vaccinations',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'The child\u2019s national immunization schedule with windows, statuses and records',
    response: ScheduleList,
  }),
  healthCheckups: endpoint({
    method: 'GET',
    path: '/api/members/children/:id/health-checkups',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'The child\u2019s national infant health checkups with windows, statuses and records',
    response: ScheduleList,
  }),
  recordVaccination: endpoint({
    method: 'PATCH',
    path: '/api/members/children/:id/vaccinations/:vaccinationId',
    params: { id: RowIdText, vaccinationId: RowIdText },
    access: ['ROLE_MEMBER'],
    summary:
      'Record (or clear with date null) a vaccination date and memo; a dose of the other alternative vaccine recorded is 409 AlternativeVaccineChosenException',
    body: ScheduleRecordBody,
    response: ScheduleItem,
  }),
  recordHealthCheckup: endpoint({
    method: 'PATCH',
    path: '/api/members/children/:id/health-checkups/:checkupId',
    params: { id: RowIdText, checkupId: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'Record (or clear with date null) a health checkup date and memo',
    body: ScheduleRecordBody,
    response: ScheduleItem,
  }),
};
