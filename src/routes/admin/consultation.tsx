import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '../../domains/admin-kit/admin-list-page.tsx';
import { listSearch } from '../../domains/admin-kit/list-search.ts';
import { idSearch } from '../../lib/routing/id-search.ts';
import { openList } from '../../domains/admin-kit/open-list.ts';
import { AdminConsultationListQuery } from '../../contract/admin-consultations.ts';
import { ConsultationDetailPage } from '../../domains/admin-consultations/consultation-detail-page.tsx';
import { consultationList } from '../../domains/admin-consultations/consultation-list.tsx';

const listOf = listSearch(AdminConsultationListQuery);
const idOf = idSearch('consultationId');

/** SPEC §2 /admin/consultation: the requests; `?consultationId=` opens one (decision 0069). */
export const Route = createFileRoute('/admin/consultation')({
  validateSearch: (raw: Record<string, unknown>) => ({ ...listOf(raw), ...idOf(raw) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, preload }) => (deps.consultationId === undefined ? openList(consultationList, context.queryClient, deps, preload) : null),
  component: function ConsultationRoute() {
    const { consultationId } = Route.useSearch();
    const view = Route.useLoaderData();
    if (consultationId !== undefined) return <ConsultationDetailPage consultationId={consultationId} />;
    return view ? <AdminListPage list={consultationList} view={view} /> : null;
  },
});
