import { createFileRoute } from '@tanstack/react-router';
import { memberIdSearch } from '../../../domains/admin-diaries/detail-search.ts';
import { MemberEntriesPage } from '../../../domains/admin-diaries/member-entries.tsx';

/** SPEC §2 /admin/parent-diary/TableModal?memberId=…: one member's entries, the table the diary detail opens as a modal. */
export const Route = createFileRoute('/admin/parent-diary/TableModal')({
  validateSearch: memberIdSearch,
  component: function MemberEntriesRoute() {
    return <MemberEntriesPage memberId={Route.useSearch().memberId} />;
  },
});
