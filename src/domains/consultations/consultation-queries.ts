import { queryOptions } from '@tanstack/react-query';
import { consultationsApi } from '../../contract/consultations-api.ts';
import { call } from '../../lib/api/call.ts';

export const consultationKeys = { mine: ['consultations', 'mine'] as const };

/** Asked again on every visit: an operator moves a request on while the member is away (decision 0069). */
export const myConsultationsQuery = () =>
  queryOptions({
    queryKey: consultationKeys.mine,
    queryFn: async ({ signal }) => (await call(consultationsApi.memberConsultations, { signal })).consultations,
    staleTime: 0,
    refetchOnMount: 'always',
  });
