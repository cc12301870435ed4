import { createFileRoute, redirect } from '@tanstack/react-router';
import { ChildPage } from '../../../../features/children/child-page.tsx';
import { parseChildPageSearch } from '../../../../features/children/child-tabs.ts';

/**
 * SPEC §2 /my-page/child-info/{childId}: the child's page with tabs (?tab=profile|growth|
 * vaccinations|checkups|survey, &welcome=1 right after adding the child). The panels of the other
 * tabs are handed to the shell as `sections`; a tab without one falls back to the profile.
 */
export const Route = createFileRoute('/_member/my-page/child-info/$childId')({
  validateSearch: parseChildPageSearch,
  beforeLoad: ({ params }) => {
    if (!/^\d{1,9}$/.test(params.childId)) throw redirect({ to: '/error/$code', params: { code: '404' }, replace: true });
  },
  component: ChildInfoRoute,
});

function ChildInfoRoute() {
  const { childId } = Route.useParams();
  const { tab, welcome } = Route.useSearch();
  return <ChildPage childId={Number(childId)} tab={tab} welcome={welcome === 1} sections={{}} />;
}
