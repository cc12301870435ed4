/** Queries of developmental test management (decision 0070): the list's keys and one test. */
import { queryOptions } from '@tanstack/react-query';
import { adminExaminationsApi } from '../../contract/admin-examinations-api.ts';
import type { AdminExaminationListSearch } from '../../contract/admin-examinations.ts';
import { call } from '../../lib/api/call.ts';

export const adminExaminationKeys = {
  all: ['admin', 'examinations'] as const,
  list: (query: AdminExaminationListSearch) => ['admin', 'examinations', 'list', query] as const,
  detail: (id: number) => ['admin', 'examinations', 'detail', id] as const,
};

export const adminExaminationQuery = (id: number) =>
  queryOptions({
    queryKey: adminExaminationKeys.detail(id),
    queryFn: () => call(adminExaminationsApi.adminExamination, { params: { examinationId: id }, navigateOnError: false }),
  });
