import { createFileRoute } from '@tanstack/react-router';
import { urlValues } from '../../components/admin/list-search.ts';
import { AuditLogPage, type AuditUrl } from '../../domains/admin-audit/audit-log-page.tsx';

/**
 * The audit log (decision 0041): a back-office page beyond SPEC §2's list, filters in the URL;
 * the page checks them with the contract's AuditListQuery (it is not in the route tree, which every
 * member's first script carries).
 */
export const Route = createFileRoute('/admin/audit-log')({
  validateSearch: (search): AuditUrl => urlValues(search),
  component: function AuditLogRoute() {
    return <AuditLogPage search={Route.useSearch()} />;
  },
});
