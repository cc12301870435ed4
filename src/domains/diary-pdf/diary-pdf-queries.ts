/** The diary PDF book of a DIARY_PDF order item (decision 0028): its state, polled while it builds, and a period's entry count. */
import { queryOptions } from '@tanstack/react-query';
import { diaryPdfApi } from '../../contract/diary-pdf-api.ts';
import { pregnancyApi } from '../../contract/pregnancy-api.ts';
import { call } from '../../lib/api/call.ts';

/** How often the page asks for the progress of a book being made. */
export const DIARY_PDF_POLL_MS = 1500;

export const diaryPdfKeys = {
  all: ['diary-pdf'] as const,
  state: (orderItemId: number) => ['diary-pdf', 'state', orderItemId] as const,
  count: (childId: number, from: string, to: string) => ['diary-pdf', 'count', childId, from, to] as const,
  pregnancy: (childId: number) => ['diary-pdf', 'pregnancy', childId] as const,
};

/**
 * GET …/order-items/:id/diary-pdf: the item and its book, polled while the book is BUILDING. A
 * missing item (an old link) is shown on the page rather than as the 404 page.
 */
export const diaryPdfStateQuery = (orderItemId: number) =>
  queryOptions({
    queryKey: diaryPdfKeys.state(orderItemId),
    queryFn: ({ signal }) => call(diaryPdfApi.diaryPdf, { params: { id: orderItemId }, signal, navigateOnError: false }),
    // The book changes on the server by itself: always asked again when the page opens.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.pdf?.status === 'BUILDING' ? DIARY_PDF_POLL_MS : false),
    refetchIntervalInBackground: false,
  });

/** GET …/diary-pdf/entry-count: the entries and photos of a child's period. */
export const diaryPdfEntryCountQuery = (childId: number, from: string, to: string) =>
  queryOptions({
    queryKey: diaryPdfKeys.count(childId, from, to),
    queryFn: ({ signal }) => call(diaryPdfApi.diaryPdfEntryCount, { query: { childId: String(childId), from, to }, signal, navigateOnError: false }),
    staleTime: 30_000,
  });

/**
 * How many pregnancy diary entries the child has (decision 0101): the form offers to open the book
 * with them. Read through the contract, not the pregnancy domain's query (decision 0039: domains never
 * import each other); a failure only leaves the offer out, so it never navigates to an error page.
 */
export const pregnancyEntryCountQuery = (childId: number) =>
  queryOptions({
    queryKey: diaryPdfKeys.pregnancy(childId),
    queryFn: ({ signal }) => call(pregnancyApi.pregnancyDiary, { params: { id: childId }, signal, navigateOnError: false }),
    select: (diary) => diary.entries.length,
    staleTime: 30_000,
  });
