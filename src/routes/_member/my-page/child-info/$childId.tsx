import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { api } from '../../../../contract/api.ts';
import { Spinner } from '../../../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../../../components/page/page.css.ts';
import { PageHeader } from '../../../../components/page/page-header.tsx';
import { GrowthPanel } from '../../../../features/growth/growth-panel.tsx';
import { call } from '../../../../lib/api/call.ts';
import { sessionKeys } from '../../../../lib/query/session-queries.ts';

// Minimal child page of the growth branch: the profiles part owns the real tabbed page and replaces
// this file; until then /my-page/child-info/<id>?tab=growth shows the growth panel.
const Search = v.object({ tab: v.optional(v.picklist(['profile', 'growth', 'vaccinations', 'checkups', 'survey'])) });

export const Route = createFileRoute('/_member/my-page/child-info/$childId')({
  validateSearch: (search) => {
    const parsed = v.safeParse(Search, search);
    return { tab: parsed.success ? parsed.output.tab : undefined };
  },
  component: ChildPage,
});

function ChildPage() {
  const { t } = useLingui();
  const { childId } = Route.useParams();
  const id = Number(childId);
  const summary = useQuery({
    queryKey: sessionKeys.child(id),
    queryFn: async ({ signal }) => (await call(api.child, { params: { id }, signal })).summary,
  });
  return (
    <>
      <PageHeader title={summary.data?.nickname ?? t`Child`} back="/my-page/child-list" />
      <div className={page.body}>{summary.data ? <GrowthPanel child={summary.data} /> : <Spinner />}</div>
    </>
  );
}
