import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '../../domains/admin-kit/admin-list-page.tsx';
import { listSearch } from '../../domains/admin-kit/list-search.ts';
import { openList } from '../../domains/admin-kit/open-list.ts';
import { loadAuditKinds } from '../../domains/admin-kit/audit-kind.ts';
import { AuditListQuery } from '../../contract/audit.ts';
import { auditLogList } from '../../domains/admin-audit/audit-log-list.tsx';

/** The audit log (decision 0041): a back-office page beyond SPEC §2's list; the loader checks the URL once (decision 0045). */
export const Route = createFileRoute('/admin/audit-log')({
  validateSearch: listSearch(AuditListQuery),
  loaderDeps: ({ search }) => search,
  // The record kinds' links and value words come with the rows, not a moment after them.
  loader: async ({ context, deps, preload }) => (await Promise.all([openList(auditLogList, context.queryClient, deps, preload), loadAuditKinds()]))[0],
  component: function AuditLogRoute() {
    return <AdminListPage list={auditLogList} view={Route.useLoaderData()} />;
  },
});
