import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTodayEntry } from '../../../domains/diary/today-entry.ts';
import { MainPage } from '../../../domains/home/main-page.tsx';
import { meQuery } from '../../../lib/query/session-queries.ts';

/** Experts only (decision 0027): the queue and its messages stay out of the members' /main. */
const ExpertQueue = lazy(() => import('../../../domains/expert-desk/expert-queue.tsx'));

export const Route = createFileRoute('/_member/main/')({
  component: function MainRoute() {
    const me = useQuery(meQuery());
    const expertSection =
      me.data?.role === 'ROLE_EXPERT' ? (
        <Suspense fallback={null}>
          <ExpertQueue />
        </Suspense>
      ) : null;
    // The diary card's day comes from the diary domain: a write waiting on this phone counts as written (decision 0053).
    return <MainPage expertSection={expertSection} useTodayDiary={useTodayEntry} />;
  },
});
