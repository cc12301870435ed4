/** The child's vaccination and checkup lists: shared by the child page's panels and /main. */
import { queryOptions } from '@tanstack/react-query';
import { schedulesApi } from '../../contract/schedules-api.ts';
import { call } from '../../lib/api/call.ts';

export type ScheduleListKind = 'vaccinations' | 'checkups';

export const scheduleKeys = {
  all: ['schedules'] as const,
  list: (kind: ScheduleListKind, childId: number) => ['schedules', kind, childId] as const,
};

/** One list: ['schedules', 'vaccinations' | 'checkups', childId]. */
export const scheduleQuery = (kind: ScheduleListKind, childId: number) =>
  queryOptions({
    queryKey: scheduleKeys.list(kind, childId),
    queryFn: ({ signal }) => call(kind === 'vaccinations' ? schedulesApi.vaccinations : schedulesApi.healthCheckups, { params: { id: childId }, signal }),
  });

export const vaccinationsQuery = (childId: number) => scheduleQuery('vaccinations', childId);
export const checkupsQuery = (childId: number) => scheduleQuery('checkups', childId);
