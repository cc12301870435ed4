import * as v from 'valibot';
import { Num, RealDate, RowIdText } from './primitives.ts';
import { endpoint } from './endpoint.ts';

/**
 * A measurement as the form sends it: the day (Korea date) and at least one of height, weight and
 * head circumference. Only the type is checked here; plausibility (units, WHO limits) and the date
 * rules are the server's 422s (ImplausibleMeasurementException, FutureMeasurementDateException,
 * MeasurementBeforeBirthException) so that the screen shows them in place.
 */
// Bounds only against overflow: plausibility stays the server's 422 (ImplausibleMeasurementException).
const Value = v.nullish(Num(-1_000_000, 1_000_000), null);
export const MeasurementBody = v.pipe(
  v.object({
    date: RealDate('InvalidMeasurementDate'),
    heightCm: Value,
    weightKg: Value,
    headCm: Value,
  }),
  v.check((m) => m.heightCm != null || m.weightKg != null || m.headCm != null, 'MeasurementRequired'),
);
export type MeasurementBody = v.InferOutput<typeof MeasurementBody>;

/**
 * One measurement with the child's age that day and, for height, weight and head circumference, WHO
 * z-score and percentile (head's null while its WHO table is not converted, decision 0076). The
 * z-scores are for experts; a member's screen words the percentile (decision 0075).
 */
export const Measurement = v.object({
  id: v.number(),
  date: v.string(),
  ageInDays: v.number(),
  heightCm: v.nullable(v.number()),
  weightKg: v.nullable(v.number()),
  headCm: v.nullable(v.number()),
  heightZ: v.nullable(v.number()),
  heightPercentile: v.nullable(v.number()),
  weightZ: v.nullable(v.number()),
  weightPercentile: v.nullable(v.number()),
  headZ: v.nullable(v.number()),
  headPercentile: v.nullable(v.number()),
});
export type Measurement = v.InferOutput<typeof Measurement>;

export const MeasurementList = v.object({ measurements: v.array(Measurement) });

const member = ['ROLE_MEMBER'] as const;

/** Growth measurements and WHO percentiles (decision 0015). Spread into `api` in api.ts. */
export const growthApi = {
  measurements: endpoint({
    method: 'GET',
    path: '/api/members/children/:id/measurements',
    params: { id: RowIdText },
    access: member,
    summary: 'Measurements, newest first, with WHO z and percentile',
    response: MeasurementList,
  }),
  addMeasurement: endpoint({
    method: 'POST',
    path: '/api/members/children/:id/measurements',
    params: { id: RowIdText },
    access: member,
    summary: 'Record a measurement (one a day, else 409)',
    body: MeasurementBody,
    response: Measurement,
  }),
  editMeasurement: endpoint({
    method: 'PATCH',
    path: '/api/members/children/:id/measurements/:measurementId',
    params: { id: RowIdText, measurementId: RowIdText },
    access: member,
    summary: 'Replace a measurement',
    body: MeasurementBody,
    response: Measurement,
  }),
  deleteMeasurement: endpoint({
    method: 'DELETE',
    path: '/api/members/children/:id/measurements/:measurementId',
    params: { id: RowIdText, measurementId: RowIdText },
    access: member,
    summary: 'Delete a measurement',
    response: v.null(),
  }),
} satisfies Record<string, ReturnType<typeof endpoint>>;
