import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { idParams } from '../../../../lib/routing/id-params.ts';
import { childSurveyQuery } from '../../../../domains/child-words/child-survey-queries.ts';
import { childQuery } from '../../../../domains/children/child-queries.ts';
import { ChildPage } from '../../../../domains/children/child-page.tsx';
import { parseChildPageSearch } from '../../../../domains/children/child-tabs.ts';
import { measurementsQuery } from '../../../../domains/growth/growth-queries.ts';
import { scheduleQuery } from '../../../../domains/schedules/schedule-queries.ts';
import { startQuery } from '../../../../lib/query/start-query.ts';

// Each tab's panel, with its domain's strings, is fetched when the tab opens: the profile tab, which the
// page opens on, waits for none of them (decision 0096).
const GrowthPanel = lazy(() => import('../../../../domains/growth/growth-panel.tsx').then((m) => ({ default: m.GrowthPanel })));
const VaccinationsPanel = lazy(() => import('../../../../domains/schedules/vaccinations-panel.tsx').then((m) => ({ default: m.VaccinationsPanel })));
const CheckupsPanel = lazy(() => import('../../../../domains/schedules/checkups-panel.tsx').then((m) => ({ default: m.CheckupsPanel })));
const SurveyPanel = lazy(() => import('../../../../domains/child-words/survey-panel.tsx').then((m) => ({ default: m.SurveyPanel })));

/**
 * SPEC §2 /my-page/child-info/{childId}: the child's page with tabs (?tab=profile|growth|
 * vaccinations|checkups|survey, &welcome=1 right after adding the child). Domains never import each
 * other, so this route hands the other domains' panels to the children domain's shell.
 */
export const Route = createFileRoute('/_member/my-page/child-info/$childId')({
  params: idParams('childId'),
  validateSearch: parseChildPageSearch,
  // The child and the open tab's list. A schedule is asked only for a child known to be born, as
  // its panel does; a child not yet in the cache gets its schedule from the panel.
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: ({ context: { queryClient }, params, deps, preload }) => {
    const id = params.childId;
    startQuery(queryClient, childQuery(id), { preload });
    if (deps.tab === 'growth') startQuery(queryClient, measurementsQuery(id), { preload });
    if (deps.tab === 'survey') startQuery(queryClient, childSurveyQuery(id), { preload });
    const child = queryClient.getQueryData(childQuery(id).queryKey);
    if ((deps.tab === 'vaccinations' || deps.tab === 'checkups') && child?.summary.born && child.summary.birthDateTime !== null)
      startQuery(queryClient, scheduleQuery(deps.tab, id), { preload });
  },
  component: ChildInfoRoute,
});

function ChildInfoRoute() {
  const { childId } = Route.useParams();
  const { tab, welcome } = Route.useSearch();
  return (
    <ChildPage
      childId={childId}
      tab={tab}
      welcome={welcome === 1}
      sections={{
        growth: (child) => <GrowthPanel child={child} />,
        vaccinations: (child) => <VaccinationsPanel child={child} />,
        checkups: (child) => <CheckupsPanel child={child} />,
        survey: (child) => <SurveyPanel child={child} welcome={welcome === 1} />,
      }}
    />
  );
}
