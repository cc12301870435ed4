/**
 * Queries of the member's 1:1 inquiries (decision 0072). No strings here, so /my-page's route can ask
 * for the unread answers without loading the inquiries' catalogue. Every call handles its own errors
 * (navigateOnError off): /error/032 shows these to a restricted member, and a 032 must not loop.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inquiriesApi } from '../../contract/inquiries-api.ts';
import { call } from '../../lib/api/call.ts';

export const inquiryKeys = {
  all: ['inquiries'] as const,
  list: ['inquiries', 'list'] as const,
  detail: (id: number) => ['inquiries', 'detail', id] as const,
};

// Asked again on every visit (staleTime 0): an answer comes from the back office while the persisted
// cache still holds the inquiry as it was.
export const myInquiriesQuery = () =>
  queryOptions({ queryKey: inquiryKeys.list, queryFn: () => call(inquiriesApi.memberInquiries, { navigateOnError: false }), staleTime: 0 });

/** Opening one marks its answer read on the server (the dot goes). */
export const inquiryQuery = (id: number) =>
  queryOptions({
    queryKey: inquiryKeys.detail(id),
    queryFn: () => call(inquiriesApi.memberInquiry, { params: { inquiryId: id }, navigateOnError: false }),
    staleTime: 0,
  });

/** Answers this member has not opened yet: the dot on My page (0 while unknown or offline). */
export function useUnreadInquiryAnswers(): number {
  return useQuery(myInquiriesQuery()).data?.unreadAnswers ?? 0;
}
