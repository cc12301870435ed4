import { createFileRoute } from '@tanstack/react-router';
import { parseListSearch } from '../../components/admin/list-search.ts';
import { AuditListQuery } from '../../contract/audit.ts';
import { AuditLogPage } from '../../domains/admin-audit/audit-log-page.tsx';

/** The audit log (decision 0041): a back-office page beyond SPEC §2's list, filters in the URL. */
export const Route = createFileRoute('/admin/audit-log')({
  validateSearch: (search) => parseListSearch(AuditListQuery, search),
  component: function AuditLogRoute() {
    return <AuditLogPage search={Route.useSearch()} />;
  },
});
