/**
 * Growth queries shared by the child page's growth panel and /main (latest point with its
 * percentile): one cache key per child. After a write, the session's children and child summary
 * are stale too (currentHeight/currentWeight are the latest measurement).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { growthApi, type Measurement } from '../../contract/growth-api.ts';
import { call } from '../../lib/api/call.ts';
import { sessionKeys } from '../../lib/auth/session-queries.ts';

export const growthKeys = {
  measurements: (childId: number) => ['child', childId, 'measurements'] as const,
};

/** The child's measurements, newest first, each with WHO z-scores and percentiles. */
export const measurementsQuery = (childId: number) =>
  queryOptions({
    queryKey: growthKeys.measurements(childId),
    queryFn: async ({ signal }) => (await call(growthApi.measurements, { params: { id: childId }, signal })).measurements,
  });

/** The newest measurement (the list is newest first), or null. */
export function latestMeasurement(measurements: readonly Measurement[] | undefined): Measurement | null {
  return measurements?.[0] ?? null;
}

/** After any measurement write: the list, the children (current height/weight) and the summary. */
export async function invalidateAfterMeasurementWrite(queryClient: QueryClient, childId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: growthKeys.measurements(childId) }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.children }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.child(childId) }),
  ]);
}
