import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '../../domains/admin-kit/admin-list-page.tsx';
import { listSearch } from '../../domains/admin-kit/list-search.ts';
import { idSearch } from '../../lib/routing/id-search.ts';
import { openList } from '../../domains/admin-kit/open-list.ts';
import { AdminInquiryListQuery } from '../../contract/admin-inquiries.ts';
import { InquiryDetailPage } from '../../domains/admin-inquiries/inquiry-detail-page.tsx';
import { inquiryList } from '../../domains/admin-inquiries/inquiry-list.tsx';

const listOf = listSearch(AdminInquiryListQuery);
const idOf = idSearch('inquiryId');

/** /admin/inquiry: members' 1:1 inquiries; `?inquiryId=` opens one (decision 0072). */
export const Route = createFileRoute('/admin/inquiry')({
  validateSearch: (raw: Record<string, unknown>) => ({ ...listOf(raw), ...idOf(raw) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, preload }) => (deps.inquiryId === undefined ? openList(inquiryList, context.queryClient, deps, preload) : null),
  component: function InquiryRoute() {
    const { inquiryId } = Route.useSearch();
    const view = Route.useLoaderData();
    if (inquiryId !== undefined) return <InquiryDetailPage inquiryId={inquiryId} />;
    return view ? <AdminListPage list={inquiryList} view={view} /> : null;
  },
});
