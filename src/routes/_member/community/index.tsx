import { createFileRoute } from '@tanstack/react-router';
import { CommunityPage } from '../../../domains/community/community-page.tsx';
import { startInfiniteQuery } from '../../../lib/query/start-query.ts';
import { AGE_LEVELS } from '../../../contract/community-api.ts';
import { feedQuery } from '../../../domains/community/community-queries.ts';

/** ?ageLevel=0..3: the age-level filter (SPEC §4); anything else shows every age. */
export const Route = createFileRoute('/_member/community/')({
  validateSearch: (search): { ageLevel?: number } => {
    const level = Number(search.ageLevel);
    return Number.isInteger(level) && level >= 0 && level <= 3 && search.ageLevel !== undefined ? { ageLevel: level } : {};
  },
  loaderDeps: ({ search }) => ({ ageLevel: search.ageLevel }),
  loader: ({ context, deps, preload }) =>
    startInfiniteQuery(context.queryClient, feedQuery(deps.ageLevel === undefined ? undefined : AGE_LEVELS[deps.ageLevel]), { preload }),
  component: function CommunityRoute() {
    const { ageLevel } = Route.useSearch();
    return <CommunityPage ageLevel={ageLevel} />;
  },
});
