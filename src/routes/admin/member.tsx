import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '../../domains/admin-kit/admin-list-page.tsx';
import { listSearch } from '../../domains/admin-kit/list-search.ts';
import { idSearch } from '../../lib/routing/id-search.ts';
import { openList } from '../../domains/admin-kit/open-list.ts';
import { MemberListQuery } from '../../contract/admin-members.ts';
import { MemberDetailPage } from '../../domains/admin-members/member-detail-page.tsx';
import { memberList } from '../../domains/admin-members/member-list.tsx';

const listOf = listSearch(MemberListQuery);
const idOf = idSearch('memberId');

/**
 * SPEC §2 /admin/member: the list; `?memberId=` opens a member (bookmarkable, decision 0041). The
 * loader checks the URL once with the list's schema (decision 0045).
 */
export const Route = createFileRoute('/admin/member')({
  validateSearch: (raw: Record<string, unknown>) => ({ ...listOf(raw), ...idOf(raw) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, preload }) => (deps.memberId === undefined ? openList(memberList, context.queryClient, deps, preload) : null),
  component: function MemberRoute() {
    const { memberId } = Route.useSearch();
    const view = Route.useLoaderData();
    if (memberId !== undefined) return <MemberDetailPage memberId={memberId} />;
    return view ? <AdminListPage list={memberList} view={view} /> : null;
  },
});
