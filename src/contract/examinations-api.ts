/** The member's developmental tests (SPEC §2 /kcdi…, /my-page/kcdi-list; decision 0070). */
import { endpoint } from './endpoint.ts';
import { MemberExaminationList } from './examinations.ts';
import * as v from 'valibot';
import { rowIdText } from './primitives.ts';

export const examinationsApi = {
  memberExaminations: endpoint({
    method: 'GET',
    path: '/api/members/examinations',
    access: ['ROLE_MEMBER'],
    summary: "The member's developmental tests of every child, newest first, each with its state, code or link and results",
    response: MemberExaminationList,
  }),
  examinationResultPdf: endpoint({
    method: 'GET',
    path: '/api/members/examinations/:examinationId/result',
    params: { examinationId: rowIdText() },
    access: ['ROLE_MEMBER'],
    summary:
      'The publisher’s result PDF while it is downloadable (NoPdfDownloadableException before it is registered, OrderExaminationExpiredException 30 Korea days after, CannotDownloadPdfException once canceled)',
    response: v.string(),
    produces: 'application/pdf',
  }),
} as const;
