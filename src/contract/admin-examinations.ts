/** The back office's developmental test list (SPEC §2 /admin/examination; decision 0070), apart from the endpoints. */
import type * as v from 'valibot';
import { adminListQuery } from './admin-list.ts';
import { EXAMINATION_STATUSES } from './examinations.ts';

export const ADMIN_EXAMINATION_SORTS = ['paidAt', 'id'] as const;
export const ADMIN_EXAMINATION_SEARCH_CATEGORIES = ['nickname', 'id'] as const;

/** `category` nickname or id (the member's); `status` PAID (to send), SENT, RESULT, EXPIRED, CANCELED; `from`–`to` Korea days paid. */
export const AdminExaminationListQuery = adminListQuery({
  sorts: ADMIN_EXAMINATION_SORTS,
  categories: ADMIN_EXAMINATION_SEARCH_CATEGORIES,
  statuses: EXAMINATION_STATUSES,
  statusError: 'BadRequest',
});
export type AdminExaminationListQuery = v.InferOutput<typeof AdminExaminationListQuery>;
export type AdminExaminationListSearch = v.InferInput<typeof AdminExaminationListQuery>;
