import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '../../domains/admin-kit/admin-list-page.tsx';
import { listSearch } from '../../domains/admin-kit/list-search.ts';
import { idSearch } from '../../lib/routing/id-search.ts';
import { openList } from '../../domains/admin-kit/open-list.ts';
import { AdminExaminationListQuery } from '../../contract/admin-examinations.ts';
import { ExaminationDetailPage } from '../../domains/admin-examinations/examination-detail-page.tsx';
import { examinationList } from '../../domains/admin-examinations/examination-list.tsx';

const listOf = listSearch(AdminExaminationListQuery);
const idOf = idSearch('examinationId');

/** SPEC §2 /admin/examination: the developmental tests; `?examinationId=` opens one (decision 0070). */
export const Route = createFileRoute('/admin/examination')({
  validateSearch: (raw: Record<string, unknown>) => ({ ...listOf(raw), ...idOf(raw) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, preload }) => (deps.examinationId === undefined ? openList(examinationList, context.queryClient, deps, preload) : null),
  component: function ExaminationRoute() {
    const { examinationId } = Route.useSearch();
    const view = Route.useLoaderData();
    if (examinationId !== undefined) return <ExaminationDetailPage examinationId={examinationId} />;
    return view ? <AdminListPage list={examinationList} view={view} /> : null;
  },
});
