/**
 * Consultation management (SPEC §2 /admin/consultation, §4, §8 "consultation finished"; decision
 * 0069): the list and its CSV, one request, scheduling (and rescheduling) with an expert and a time,
 * finishing, and a no-show. A cancel with refund is the payment's (adminPaymentsApi.adminCancelOrderItem).
 */
import * as v from 'valibot';
import { AdminReason } from './admin-reason.ts';
import { adminPage } from './admin-list.ts';
import { ADMIN_CONSULTATION_STATUSES, AdminConsultationListQuery } from './admin-consultations.ts';
import { CONSULTATION_TIMES } from './consultations.ts';
import { endpoint } from './endpoint.ts';
import { ORDER_ITEM_STATUSES } from './limits.ts';
import { RowId, rowIdText, Str } from './primitives.ts';

const Person = v.object({ id: v.number(), nickname: v.string() });

export const AdminConsultationRow = v.object({
  id: v.number(),
  member: Person,
  child: Person,
  /** The stored state, OVERDUE for a request waiting past the service level. */
  status: v.picklist(ADMIN_CONSULTATION_STATUSES),
  /** Masked in the list (010-****-5678); whole in the detail, whose view is audited. */
  phone: v.string(),
  times: v.array(v.picklist(CONSULTATION_TIMES)),
  requestedAt: v.string(),
  scheduledAt: v.nullable(v.string()),
  expert: v.nullable(Person),
});
export type AdminConsultationRow = v.InferOutput<typeof AdminConsultationRow>;
export const AdminConsultationPage = v.object({ ...adminPage(AdminConsultationRow).entries, waiting: v.number(), overdue: v.number(), slaHours: v.number() });

export const AdminConsultationDetail = v.object({
  ...AdminConsultationRow.entries,
  content: v.nullable(v.string()),
  finishedAt: v.nullable(v.string()),
  canceledAt: v.nullable(v.string()),
  item: v.object({ id: v.number(), orderId: v.number(), status: v.picklist(ORDER_ITEM_STATUSES), amount: v.number(), refundedAmount: v.number() }),
});
export type AdminConsultationDetail = v.InferOutput<typeof AdminConsultationDetail>;

/** A time from now on, as an instant (the form turns its Korea-time field into one). */
export const ConsultationScheduleBody = v.object({ expertId: RowId, scheduledAt: v.pipe(Str, v.isoTimestamp('InvalidConsultationTime')) });
export const ConsultationNoShowBody = v.object({ reason: AdminReason });

const admin = ['ROLE_ADMIN'] as const;
const ConsultationIdText = rowIdText();

export const adminConsultationsApi = {
  adminConsultations: endpoint({
    method: 'GET',
    path: '/api/admin/consultations',
    access: admin,
    summary:
      'Consultation requests: by member, state (overdue when waiting past the service level), expert, Korea days requested; a page with the waiting and overdue counts',
    query: AdminConsultationListQuery,
    response: AdminConsultationPage,
  }),
  adminConsultationsCsv: endpoint({
    method: 'GET',
    path: '/api/admin/consultations/csv',
    access: admin,
    summary: 'The consultation list of the same filter as CSV (Korea time, phones masked, at most 10,000 rows; the export is audited)',
    query: AdminConsultationListQuery,
    response: v.string(),
    produces: 'text/csv',
  }),
  adminConsultation: endpoint({
    method: 'GET',
    path: '/api/admin/consultations/:consultationId',
    params: { consultationId: ConsultationIdText },
    access: admin,
    summary: 'One request with its words, phone and order item (NoSuchConsultationException); the view is audited',
    response: AdminConsultationDetail,
  }),
  scheduleConsultation: endpoint({
    method: 'POST',
    path: '/api/admin/consultations/:consultationId/schedule',
    params: { consultationId: ConsultationIdText },
    access: admin,
    summary: 'Give a requested (or scheduled) consultation an active expert and a time from now on; the member gets an SMS and a push; audited',
    body: ConsultationScheduleBody,
    response: AdminConsultationDetail,
  }),
  finishConsultation: endpoint({
    method: 'POST',
    path: '/api/admin/consultations/:consultationId/finish',
    params: { consultationId: ConsultationIdText },
    access: admin,
    summary: 'A scheduled consultation took place: FINISHED, its order item provided (SPEC §8 "consultation finished"); audited',
    response: AdminConsultationDetail,
  }),
  noShowConsultation: endpoint({
    method: 'POST',
    path: '/api/admin/consultations/:consultationId/no-show',
    params: { consultationId: ConsultationIdText },
    access: admin,
    summary: 'The member did not answer at the scheduled time: NO_SHOW, its order item provided; with a reason, audited',
    body: ConsultationNoShowBody,
    response: AdminConsultationDetail,
  }),
} as const;
