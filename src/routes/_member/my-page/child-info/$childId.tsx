/**
 * Interim child page of the schedules branch: renders the vaccinations and checkups panels for
 * ?tab=vaccinations|checkups. The profiles part owns the real tabbed page and replaces this file.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { api } from '../../../../contract/api.ts';
import { Spinner } from '../../../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../../../components/page/page.css.ts';
import { PageHeader } from '../../../../components/page/page-header.tsx';
import { CheckupsPanel } from '../../../../features/schedules/checkups-panel.tsx';
import * as tabsCss from '../../../../features/schedules/schedules.css.ts';
import { VaccinationsPanel } from '../../../../features/schedules/vaccinations-panel.tsx';
import { call } from '../../../../lib/api/call.ts';
import { sessionKeys } from '../../../../lib/query/session-queries.ts';

const ChildPageSearch = v.object({
  tab: v.optional(v.picklist(['profile', 'growth', 'vaccinations', 'checkups', 'survey']), 'profile'),
  welcome: v.optional(v.picklist(['1', 1])),
});

const childQuery = (id: number) =>
  queryOptions({ queryKey: sessionKeys.child(id), queryFn: async ({ signal }) => (await call(api.child, { params: { id }, signal })).summary });

export const Route = createFileRoute('/_member/my-page/child-info/$childId')({
  validateSearch: (search) => {
    const parsed = v.safeParse(ChildPageSearch, search);
    return parsed.success ? parsed.output : { tab: 'profile' as const };
  },
  component: ChildPage,
});

function ChildPage() {
  const { t } = useLingui();
  const { childId } = Route.useParams();
  const { tab } = Route.useSearch();
  const child = useQuery(childQuery(Number(childId)));
  return (
    <>
      <PageHeader title={child.data?.nickname ?? t`Child information`} back="/my-page/child-list" />
      <div className={page.body}>
        <nav aria-label={t`Child records`} className={tabsCss.tabs}>
          <Link to="/my-page/child-info/$childId" params={{ childId }} search={{ tab: 'vaccinations' }} aria-current={tab === 'vaccinations' ? 'page' : undefined}>
            <Trans>Vaccinations</Trans>
          </Link>
          <Link to="/my-page/child-info/$childId" params={{ childId }} search={{ tab: 'checkups' }} aria-current={tab === 'checkups' ? 'page' : undefined}>
            <Trans>Health checkups</Trans>
          </Link>
        </nav>
        {!child.data ? <Spinner /> : tab === 'checkups' ? <CheckupsPanel child={child.data} /> : <VaccinationsPanel child={child.data} />}
      </div>
    </>
  );
}
