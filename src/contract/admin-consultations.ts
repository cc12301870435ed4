/**
 * The back office's consultation list (SPEC §2 /admin/consultation; decision 0069): sorts, search
 * categories, states and query, apart from the endpoints so the route's validateSearch carries only these.
 */
import * as v from 'valibot';
import { adminListQuery } from './admin-list.ts';
import { rowIdText } from './primitives.ts';

export const ADMIN_CONSULTATION_SORTS = ['requestedAt', 'scheduledAt', 'id'] as const;
export const ADMIN_CONSULTATION_SEARCH_CATEGORIES = ['nickname', 'id'] as const;
/** The stored states, and OVERDUE: REQUESTED longer than CONSULTATION_SLA_HOURS. */
export const ADMIN_CONSULTATION_STATUSES = ['REQUESTED', 'OVERDUE', 'SCHEDULED', 'FINISHED', 'CANCELED', 'NO_SHOW'] as const;
export type AdminConsultationStatus = (typeof ADMIN_CONSULTATION_STATUSES)[number];

/** `category` nickname or id (the member's); `expertId`; a member's requests; `from`–`to` Korea days requested. */
export const AdminConsultationListQuery = adminListQuery({
  sorts: ADMIN_CONSULTATION_SORTS,
  categories: ADMIN_CONSULTATION_SEARCH_CATEGORIES,
  statuses: ADMIN_CONSULTATION_STATUSES,
  statusError: 'BadRequest',
  filters: {
    expertId: v.optional(rowIdText('InvalidMemberId')),
    memberId: v.optional(rowIdText('InvalidMemberId')),
  },
});
export type AdminConsultationListQuery = v.InferOutput<typeof AdminConsultationListQuery>;
export type AdminConsultationListSearch = v.InferInput<typeof AdminConsultationListQuery>;
