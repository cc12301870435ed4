/** Queries of consultation management (decision 0069): the list's keys, one request and the experts. */
import { queryOptions } from '@tanstack/react-query';
import { adminCommentsApi } from '../../contract/admin-comments-api.ts';
import { adminConsultationsApi } from '../../contract/admin-consultations-api.ts';
import type { AdminConsultationListSearch } from '../../contract/admin-consultations.ts';
import { call } from '../../lib/api/call.ts';

export const adminConsultationKeys = {
  all: ['admin', 'consultations'] as const,
  list: (query: AdminConsultationListSearch) => ['admin', 'consultations', 'list', query] as const,
  detail: (id: number) => ['admin', 'consultations', 'detail', id] as const,
  experts: ['admin', 'consultations', 'experts'] as const,
};

export const adminConsultationQuery = (id: number) =>
  queryOptions({
    queryKey: adminConsultationKeys.detail(id),
    queryFn: () => call(adminConsultationsApi.adminConsultation, { params: { consultationId: id }, navigateOnError: false }),
  });

export const consultationExpertsQuery = () =>
  queryOptions({ queryKey: adminConsultationKeys.experts, queryFn: () => call(adminCommentsApi.adminExperts, {}), staleTime: 60_000 });
