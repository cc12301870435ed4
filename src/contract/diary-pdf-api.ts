import * as v from 'valibot';
import { DiaryPdf, DiaryPdfCreateBody, DiaryPdfEntryCount, DiaryPdfEntryCountQuery, DiaryPdfState } from './diary-pdf.ts';
import { endpoint } from './endpoint.ts';
import { RowIdText } from './primitives.ts';

/**
 * The book file of a DIARY_PDF order item: GET with the bearer token like any call, answered as
 * `application/pdf` with `Content-Disposition: attachment` and `nosniff` (not a JSON endpoint).
 */
export const DIARY_PDF_FILE_PATH = '/api/members/order-items/:id/diary-pdf/file';

/** The diary PDF book (decision 0028). Spread into `api` in api.ts; the client imports this group. */
export const diaryPdfApi = {
  diaryPdf: endpoint({
    method: 'GET',
    path: '/api/members/order-items/:id/diary-pdf',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'A DIARY_PDF order item and its book: the valid one with its build progress, else the last failed one, else none',
    response: DiaryPdfState,
  }),
  createDiaryPdf: endpoint({
    method: 'POST',
    path: '/api/members/order-items/:id/diary-pdf',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'Start building the book of a child and a period for a paid DIARY_PDF item (one valid book per item); the build runs in the background',
    body: DiaryPdfCreateBody,
    response: DiaryPdf,
  }),
  diaryPdfEntryCount: endpoint({
    method: 'GET',
    path: '/api/members/diary-pdf/entry-count',
    access: ['ROLE_MEMBER'],
    summary: 'How many entries and photos of a child a period holds',
    query: DiaryPdfEntryCountQuery,
    response: DiaryPdfEntryCount,
  }),
  diaryPdfFile: endpoint({
    method: 'GET',
    path: DIARY_PDF_FILE_PATH,
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary:
      'The made book as a PDF file, never cached (NoPdfDownloadableException before it is made or when its file is lost, CannotDownloadPdfException once the item is canceled)',
    response: v.string(),
    produces: 'application/pdf',
  }),
} as const;
