/**
 * "이미 맞았어요 / 이미 받았어요" (decision 0071), apart from schedules-api.ts: that file is in /main's
 * first script (the home cards read the lists), and only the child page's panel sends these.
 * Spread into `api` in api.ts.
 */
import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { RealDate, RowId, RowIdText } from './primitives.ts';
import { ScheduleList } from './schedules-api.ts';

/**
 * At most this many items in one "already done" request: more than any one schedule has (the
 * vaccinations are 47 rows), so it caps a request without ever limiting a real one.
 */
export const SCHEDULE_BULK_MAX = 60;

/**
 * Decision 0071: items whose window has opened marked done at once, each with its date or none (the
 * parent of a child registered late may not know them). An item already recorded keeps its record.
 */
export const ScheduleDoneBody = v.object({
  items: v.pipe(
    v.array(v.object({ id: RowId, date: v.nullable(RealDate('InvalidRecordDate')) })),
    v.minLength(1),
    v.maxLength(SCHEDULE_BULK_MAX),
    v.check((items) => new Set(items.map((i) => i.id)).size === items.length, 'DuplicateScheduleItem'),
  ),
});
export type ScheduleDoneBody = v.InferOutput<typeof ScheduleDoneBody>;

export const scheduleDoneApi = {
  markVaccinationsDone: endpoint({
    method: 'POST',
    path: '/api/members/children/:id/vaccinations/already-done',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary:
      'Mark several vaccinations whose window has opened as already given, dates optional (decision 0071); both alternatives of a group are 409 AlternativeVaccineChosenException',
    body: ScheduleDoneBody,
    response: ScheduleList,
  }),
  markHealthCheckupsDone: endpoint({
    method: 'POST',
    path: '/api/members/children/:id/health-checkups/already-done',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'Mark several health checkups whose window has opened as already done, dates optional (decision 0071)',
    body: ScheduleDoneBody,
    response: ScheduleList,
  }),
};
