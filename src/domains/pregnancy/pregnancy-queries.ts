/** The pregnancy diary's read (decision 0100). */
import { queryOptions } from '@tanstack/react-query';
import { pregnancyApi } from '../../contract/pregnancy-api.ts';
import { call } from '../../lib/api/call.ts';

export const pregnancyKey = (childId: number) => ['pregnancy', childId] as const;

export const pregnancyQuery = (childId: number) =>
  queryOptions({
    queryKey: pregnancyKey(childId),
    queryFn: ({ signal }) => call(pregnancyApi.pregnancyDiary, { params: { id: childId }, signal }),
  });
