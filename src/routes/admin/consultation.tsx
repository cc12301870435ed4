import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '../../domains/admin-kit/admin-list-page.tsx';
import { urlId, urlValues, type ListUrl } from '../../domains/admin-kit/list-search.ts';
import { openList } from '../../domains/admin-kit/open-list.ts';
import type { AdminConsultationListSearch } from '../../contract/admin-consultations.ts';
import { ConsultationDetailPage } from '../../domains/admin-consultations/consultation-detail-page.tsx';
import { consultationList } from '../../domains/admin-consultations/consultation-list.tsx';

/** SPEC §2 /admin/consultation: the requests; `?consultationId=` opens one (decision 0069). */
export const Route = createFileRoute('/admin/consultation')({
  validateSearch: (search): ListUrl<AdminConsultationListSearch & { consultationId: string }> => urlValues(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, preload }) => (urlId(deps.consultationId) === undefined ? openList(consultationList, context.queryClient, deps, preload) : null),
  component: function ConsultationRoute() {
    const consultationId = urlId(Route.useSearch().consultationId);
    const view = Route.useLoaderData();
    if (consultationId !== undefined) return <ConsultationDetailPage consultationId={consultationId} />;
    return view ? <AdminListPage list={consultationList} view={view} /> : null;
  },
});
