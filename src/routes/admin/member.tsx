import { createFileRoute } from '@tanstack/react-router';
import { parseListSearch } from '../../components/admin/list-search.ts';
import { MemberListQuery } from '../../contract/admin-members.ts';
import { MemberDetailPage } from '../../domains/admin-members/member-detail-page.tsx';
import { MemberListPage, type MemberSearch } from '../../domains/admin-members/member-list-page.tsx';

/** SPEC §2 /admin/member: the list; `?memberId=` opens a member (bookmarkable, decision 0041). */
export const Route = createFileRoute('/admin/member')({
  validateSearch: (search): MemberSearch => {
    const id = Number(search.memberId);
    return { ...parseListSearch(MemberListQuery, search), ...(Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? { memberId: id } : {}) };
  },
  component: function MemberRoute() {
    const search = Route.useSearch();
    return search.memberId === undefined ? <MemberListPage search={search} /> : <MemberDetailPage memberId={search.memberId} />;
  },
});
