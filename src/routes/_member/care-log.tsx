import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { RealDate } from '../../contract/primitives.ts';
import { CareLogPage } from '../../domains/care-logs/care-log-page.tsx';
import { AMOUNT_TAPS } from '../../domains/care-logs/care-log-taps.ts';

/** `date`: a day to show (a bad one shows today); `ask`: a bottle whose amount to ask at once. */
const CareLogSearch = v.object({
  date: v.fallback(v.optional(RealDate()), undefined),
  ask: v.fallback(v.optional(v.picklist(AMOUNT_TAPS)), undefined),
});

/** /care-log (decision 0098): the one-tap daily log; taps work offline through the log's queue. */
export const Route = createFileRoute('/_member/care-log')({
  validateSearch: (search: Record<string, unknown>) => v.parse(CareLogSearch, search),
  staticData: { offline: 'works' },
  component: function CareLogRoute() {
    const { date, ask } = Route.useSearch();
    return <CareLogPage date={date} ask={ask} />;
  },
});
