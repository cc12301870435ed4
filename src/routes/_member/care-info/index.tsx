import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { exactAge } from '../../../contract/calendar/age.ts';
import { ARTICLE_CATEGORIES } from '../../../contract/care-info-categories.ts';
import { articleLevelOf } from '../../../contract/care-info.ts';
import { CareInfoPage, type FeedChild, type FeedView } from '../../../domains/care-info/care-info-page.tsx';
import { ProductShelfLink } from '../../../domains/products/product-shelf-link.tsx';
import { scheduleCodesQuery } from '../../../domains/care-info/care-info-queries.ts';
import { childrenQuery, meQuery } from '../../../lib/auth/session-queries.ts';

const VIEWS = [...ARTICLE_CATEGORIES, 'BOOKMARKS'] as const;

/**
 * SPEC §2 /care-info (decision 0066): the feed of the selected child's age level, "for now" from its
 * next vaccination or checkup (judged by the server with the schedules' rules), and the product shelf
 * below: composed here.
 */
export const Route = createFileRoute('/_member/care-info/')({
  staticData: { offline: 'works' },
  validateSearch: (search): FeedView => ({
    category: VIEWS.find((v) => v === search.category),
    q: typeof search.q === 'string' && search.q.trim() ? search.q.slice(0, 40) : undefined,
  }),
  component: function CareInfoRoute() {
    const view = Route.useSearch();
    const navigate = useNavigate({ from: '/care-info/' });
    // Experts have no children (SPEC §6): their feed is every article.
    const me = useQuery(meQuery());
    const children = useQuery({ ...childrenQuery(), enabled: me.data?.role === 'ROLE_MEMBER' });
    const selected = children.data?.find((c) => c.selected) ?? children.data?.[0];
    const codesQuery = useQuery({ ...scheduleCodesQuery(selected?.id ?? 0), enabled: selected?.born === true });
    // Undefined while they are asked for, so the feed does not move when "for now" arrives; none offline.
    const codes = codesQuery.data?.codes ?? (codesQuery.fetchStatus === 'fetching' ? undefined : []);
    const months = selected?.born && selected.birthDateTime ? exactAge(selected.birthDateTime).months : null;
    const child: FeedChild = selected ? { nickname: selected.nickname, level: articleLevelOf({ born: months !== null, months: months ?? 0 }), months } : null;
    return (
      <CareInfoPage
        child={child}
        scheduleCodes={codes}
        view={view}
        onView={(next) => void navigate({ search: next, replace: true })}
        below={<ProductShelfLink />}
      />
    );
  },
});
