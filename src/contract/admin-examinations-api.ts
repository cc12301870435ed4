/**
 * Developmental test management (SPEC §2 /admin/examination, §4, §5 examination files, §8 "examination
 * sent", "examination file registered"; decision 0070): the list and its CSV, one test, sending the
 * code or link (mail and push), registering the result PDF, and the developmental age per domain.
 */
import * as v from 'valibot';
import { adminPage } from './admin-list.ts';
import { AdminExaminationListQuery } from './admin-examinations.ts';
import { endpoint } from './endpoint.ts';
import { ExaminationResults, MemberExamination, TestAccess } from './examinations.ts';
import { rowIdText } from './primitives.ts';

const Person = v.object({ id: v.number(), nickname: v.string() });

export const AdminExaminationRow = v.object({ ...MemberExamination.entries, member: Person, childAgeMonths: v.nullable(v.number()) });
export type AdminExaminationRow = v.InferOutput<typeof AdminExaminationRow>;
/** The mail of the code or link (decision 0079): queued with the send, then sent after it, with retries. */
export const MAIL_STATES = ['QUEUED', 'SENDING', 'SENT', 'FAILED'] as const;
export const MailDelivery = v.object({
  state: v.picklist(MAIL_STATES),
  attempts: v.number(),
  /** When the next try is due, while it is QUEUED. */
  nextAttemptAt: v.nullable(v.string()),
  lastError: v.nullable(v.string()),
  queuedAt: v.string(),
  sentAt: v.nullable(v.string()),
});
export type MailDelivery = v.InferOutput<typeof MailDelivery>;
/** One test in the back office: its row and the newest mail about it (null: no mail, e.g. the member has no address). */
export const AdminExaminationDetail = v.object({ ...AdminExaminationRow.entries, mail: v.nullable(MailDelivery) });
export type AdminExaminationDetail = v.InferOutput<typeof AdminExaminationDetail>;
export const AdminExaminationPage = v.object({ ...adminPage(AdminExaminationRow).entries, toSend: v.number() });

export const ExaminationSendBody = v.object({ access: TestAccess });
export const ExaminationResultsBody = v.object({ results: ExaminationResults });

const admin = ['ROLE_ADMIN'] as const;
const ExaminationIdText = rowIdText();

export const adminExaminationsApi = {
  adminExaminations: endpoint({
    method: 'GET',
    path: '/api/admin/examinations',
    access: admin,
    summary: 'Developmental tests: by member, state (to send, sent, result, expired, canceled), Korea days paid; a page with the count to send',
    query: AdminExaminationListQuery,
    response: AdminExaminationPage,
  }),
  adminExaminationsCsv: endpoint({
    method: 'GET',
    path: '/api/admin/examinations/csv',
    access: admin,
    summary: 'The test list of the same filter as CSV (Korea time, at most 10,000 rows; the export is audited)',
    query: AdminExaminationListQuery,
    response: v.string(),
    produces: 'text/csv',
  }),
  adminExamination: endpoint({
    method: 'GET',
    path: '/api/admin/examinations/:examinationId',
    params: { examinationId: ExaminationIdText },
    access: admin,
    summary: 'One test with the state of its mail (NoSuchExaminationException); the view is audited',
    response: AdminExaminationDetail,
  }),
  sendExamination: endpoint({
    method: 'POST',
    path: '/api/admin/examinations/:examinationId/send',
    params: { examinationId: ExaminationIdText },
    access: admin,
    summary:
      'Record the publisher’s code or link and send it to the member by mail (queued with the change, sent after it and retried; one mail however often it is sent in parallel) and push; provides the item; audited',
    body: ExaminationSendBody,
    response: AdminExaminationDetail,
  }),
  retryExaminationMail: endpoint({
    method: 'POST',
    path: '/api/admin/examinations/:examinationId/mail/retry',
    params: { examinationId: ExaminationIdText },
    access: admin,
    summary:
      'Queue the test’s mail again after the sender gave up on it (FAILED; otherwise ExaminationStateException): it is tried at once and retried as before; audited',
    response: AdminExaminationDetail,
  }),
  saveExaminationResults: endpoint({
    method: 'PUT',
    path: '/api/admin/examinations/:examinationId/results',
    params: { examinationId: ExaminationIdText },
    access: admin,
    summary: 'The developmental age in months per domain, as the publisher scored it, for the member’s chart; audited',
    body: ExaminationResultsBody,
    response: AdminExaminationDetail,
  }),
  uploadExaminationResult: endpoint({
    method: 'POST',
    path: '/api/admin/examinations/:examinationId/result',
    params: { examinationId: ExaminationIdText },
    access: admin,
    summary:
      'The publisher’s result PDF: the raw bytes as the body (application/pdf), checked by content, not empty, at most 16 MB (FileNotPdf, FileSizeZero, FileTooLarge; ValidPdfAlreadyExistException, AlreadyPdfUploadedException); audited',
    consumes: 'application/pdf',
    response: AdminExaminationDetail,
  }),
} as const;
