import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AGE_LEVELS } from '../../../contract/community-api.ts';
import { CommunityPage } from '../../../features/community/community-page.tsx';

const FeedSearch = v.object({ ageLevel: v.optional(v.picklist(AGE_LEVELS)) });

/** ?ageLevel=0..3: the age-level filter (SPEC §4). */
export const Route = createFileRoute('/_member/community/')({
  validateSearch: (search): v.InferOutput<typeof FeedSearch> => {
    const parsed = v.safeParse(FeedSearch, { ageLevel: search.ageLevel === undefined ? undefined : String(search.ageLevel) });
    return parsed.success ? parsed.output : {};
  },
  component: function CommunityRoute() {
    const { ageLevel } = Route.useSearch();
    return <CommunityPage ageLevel={ageLevel} />;
  },
});
