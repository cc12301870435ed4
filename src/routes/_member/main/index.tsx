import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { CareLogCard } from '../../../domains/care-logs/care-log-card.tsx';
import { WordCard } from '../../../domains/child-words/word-card.tsx';
import { useTodayEntry } from '../../../domains/diary/today-entry.ts';
import { GrowthCard } from '../../../domains/growth/growth-card.tsx';
import { DiaryCard } from '../../../domains/home/diary-card.tsx';
import { MainPage, type HomeCards } from '../../../domains/home/main-page.tsx';
import { ScheduleCard } from '../../../domains/schedules/schedule-card.tsx';
import { childrenQuery, meQuery } from '../../../lib/auth/session-queries.ts';
import { homeChild } from '../../../domains/home/home-model.ts';
import { isBorn } from '../../../contract/child.ts';
import { vaccinationsQuery, checkupsQuery } from '../../../domains/schedules/schedule-queries.ts';
import { measurementsQuery } from '../../../domains/growth/growth-queries.ts';
import { childMessagesQuery } from '../../../domains/child-words/child-words-queries.ts';
import { startQuery } from '../../../lib/query/start-query.ts';

/** Experts only (decisions 0027, 0067): the desk's lists and their messages stay out of the members' /main. */
const ExpertDesk = lazy(() => import('./-expert-desk.tsx'));

/** Each card belongs to its domain; /main lays them out (decision 0052). */
const cards: HomeCards = {
  // Today's entry as the diary domain tells it: a write waiting on this phone counts as written (decision 0053).
  diary: (child) => <DiaryCard child={child} useTodayDiary={useTodayEntry} />,
  careLog: (child) => <CareLogCard child={child} />,
  vaccinations: (child) => <ScheduleCard child={child} kind="vaccinations" />,
  checkups: (child) => <ScheduleCard child={child} kind="checkups" />,
  growth: (child) => <GrowthCard child={child} />,
  word: (child) => <WordCard child={child} />,
};

export const Route = createFileRoute('/_member/main/')({
  // The cards' queries start beside the page's script, not after its first render (decision 0039):
  // the guard has the member and the children in the cache by now. Today's diary is left to its
  // card, which asks again on every visit (decision 0053).
  loader: ({ context: { queryClient }, preload }) => {
    if (queryClient.getQueryData(meQuery().queryKey)?.role !== 'ROLE_MEMBER') return;
    // The selected child of the children list the guard has just put in the cache.
    const child = homeChild(queryClient.getQueryData(childrenQuery().queryKey), null);
    if (!child) return;
    if (isBorn(child)) {
      void startQuery(queryClient, vaccinationsQuery(child.id), { preload });
      void startQuery(queryClient, checkupsQuery(child.id), { preload });
      void startQuery(queryClient, measurementsQuery(child.id), { preload });
    }
    void startQuery(queryClient, childMessagesQuery(child.id), { preload });
  },
  component: function MainRoute() {
    const me = useQuery(meQuery());
    const expertSection =
      me.data?.role === 'ROLE_EXPERT' ? (
        <Suspense fallback={null}>
          <ExpertDesk />
        </Suspense>
      ) : null;
    return <MainPage cards={cards} expertSection={expertSection} />;
  },
});
