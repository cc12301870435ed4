import { createFileRoute } from '@tanstack/react-router';
import { urlId, urlValues } from '../../components/admin/list-search.ts';
import { MemberDetailPage } from '../../domains/admin-members/member-detail-page.tsx';
import { MemberListPage, type MemberSearch } from '../../domains/admin-members/member-list-page.tsx';

/** SPEC §2 /admin/member: the list; `?memberId=` opens a member (bookmarkable, decision 0041). */
export const Route = createFileRoute('/admin/member')({
  validateSearch: (search): MemberSearch => urlValues(search),
  component: function MemberRoute() {
    const search = Route.useSearch();
    const memberId = urlId(search.memberId);
    return memberId === undefined ? <MemberListPage search={search} /> : <MemberDetailPage memberId={memberId} />;
  },
});
