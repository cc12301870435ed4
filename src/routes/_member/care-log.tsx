import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { koreaTodayIso } from '../../contract/calendar/today.ts';
import { RealDate } from '../../contract/primitives.ts';
import { CareLogPage } from '../../domains/care-logs/care-log-page.tsx';
import { careLogDayQuery } from '../../domains/care-logs/care-log-queries.ts';
import { AMOUNT_TAPS } from '../../domains/care-logs/care-log-taps.ts';
import { childrenQuery } from '../../lib/auth/session-queries.ts';
import { selectedOf } from '../../lib/auth/use-selected-child.ts';
import { startQuery } from '../../lib/query/start-query.ts';

/** `date`: a day to show (a bad one shows today); `ask`: a bottle whose amount to ask at once. */
const CareLogSearch = v.object({
  date: v.fallback(v.optional(RealDate()), undefined),
  ask: v.fallback(v.optional(v.picklist(AMOUNT_TAPS)), undefined),
});

/** /care-log (decision 0098): the one-tap daily log; taps work offline through the log's queue. */
export const Route = createFileRoute('/_member/care-log')({
  validateSearch: (search: Record<string, unknown>) => v.parse(CareLogSearch, search),
  loaderDeps: ({ search }) => ({ date: search.date }),
  // The day starts beside the page's script (decision 0039): the guard has the children in the cache.
  loader: ({ context: { queryClient }, deps, preload }) => {
    const children = queryClient.getQueryData(childrenQuery().queryKey);
    const child = children ? selectedOf(children) : null;
    if (child) void startQuery(queryClient, careLogDayQuery(child.id, deps.date ?? koreaTodayIso()), { preload });
  },
  staticData: { offline: 'works' },
  component: function CareLogRoute() {
    const { date, ask } = Route.useSearch();
    return <CareLogPage date={date} ask={ask} />;
  },
});
