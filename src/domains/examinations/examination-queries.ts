import { queryOptions } from '@tanstack/react-query';
import { examinationsApi } from '../../contract/examinations-api.ts';
import { call } from '../../lib/api/call.ts';

export const examinationKeys = { mine: ['examinations', 'mine'] as const };

/** Asked again on every visit: an operator sends the test and registers its result while the member is away. */
export const myExaminationsQuery = () =>
  queryOptions({
    queryKey: examinationKeys.mine,
    queryFn: async ({ signal }) => (await call(examinationsApi.memberExaminations, { signal })).examinations,
    staleTime: 0,
    refetchOnMount: 'always',
  });
