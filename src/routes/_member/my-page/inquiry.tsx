import { createFileRoute } from '@tanstack/react-router';
import { InquiryPage } from '../../../domains/inquiries/inquiry-page.tsx';
import { idSearch } from '../../../lib/routing/id-search.ts';

/** /my-page/inquiry: 고객센터, the member's 1:1 inquiries; `?inquiryId=` opens one (decision 0072). */
export const Route = createFileRoute('/_member/my-page/inquiry')({
  validateSearch: idSearch('inquiryId'),
  component: InquiryPage,
});
