import * as v from 'valibot';
import { endpoint } from './endpoint.ts';

/** The two PDFs the component lab asks the server's diary-book code for (decision 0040). */
export const LAB_SAMPLE_PDFS = ['diary-book', 'korean-typesetting'] as const;
export type LabSamplePdfKind = (typeof LAB_SAMPLE_PDFS)[number];

export const LabSamplePdfQuery = v.object({ kind: v.picklist(LAB_SAMPLE_PDFS) });

/** The PDF as base64 (the success envelope carries JSON) and its page count. */
export const LabSamplePdf = v.object({ base64: v.string(), pages: v.number(), bytes: v.number() });
export type LabSamplePdfData = v.InferOutput<typeof LabSamplePdf>;

/**
 * The component lab under /test (SPEC §2 test pages, decision 0040): a PDF made by the server's diary
 * book code (pdf-lib + fontkit, Pretendard subsets, Korean line breaking) from sample data, never from
 * a member's diary. Admins only, like the lab itself in production.
 */
export const labApi = {
  labSamplePdf: endpoint({
    method: 'GET',
    path: '/api/admin/lab/sample-pdf',
    access: ['ROLE_ADMIN'],
    summary: 'A sample PDF made by the diary-book code from built-in sample data: a diary book, or a Korean typesetting specimen',
    query: LabSamplePdfQuery,
    response: LabSamplePdf,
  }),
} as const;
