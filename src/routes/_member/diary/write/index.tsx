import { createFileRoute } from '@tanstack/react-router';
import { DiaryNewPage } from '../../../../domains/diary/diary-new-page.tsx';
import { entryDateOrToday } from '../../../../domains/diary/editable.ts';

/** ?date=YYYY-MM-DD: the day to write (default today in Korea time). */
export const Route = createFileRoute('/_member/diary/write/')({
  // Works offline from what the phone holds: the outbox, drafts and a form (decisions 0021, 0053).
  staticData: { offline: 'works' },
  validateSearch: (search): { date?: string } => ({ date: typeof search.date === 'string' ? search.date : undefined }),
  component: function DiaryWriteRoute() {
    const { date } = Route.useSearch();
    return <DiaryNewPage date={entryDateOrToday(date)} />;
  },
});
