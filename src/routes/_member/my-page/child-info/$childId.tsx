import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ChildSurveyPage } from '../../../../features/child-words/child-survey-page.tsx';

const ChildPageSearch = v.object({
  tab: v.optional(v.picklist(['profile', 'growth', 'vaccinations', 'checkups', 'survey'])),
  welcome: v.optional(v.pipe(v.unknown(), v.transform((value) => value === 1 || value === '1' || value === true || value === 'true'))),
});

/** The child's page: ?tab=profile|growth|vaccinations|checkups|survey (&welcome=1 right after adding a child). */
export const Route = createFileRoute('/_member/my-page/child-info/$childId')({
  validateSearch: (search): { tab?: 'profile' | 'growth' | 'vaccinations' | 'checkups' | 'survey'; welcome?: boolean } => {
    const parsed = v.safeParse(ChildPageSearch, search);
    return parsed.success ? parsed.output : {};
  },
  component: function ChildInfoRoute() {
    const { childId } = Route.useParams();
    const { tab, welcome } = Route.useSearch();
    return <ChildSurveyPage childId={Number(childId)} tab={tab ?? 'profile'} welcome={welcome === true} />;
  },
});
