import { createFileRoute } from '@tanstack/react-router';
import { DiaryNewPage } from '../../../../domains/diary/diary-new-page.tsx';
import { entryDateOrToday } from '../../../../domains/diary/editable.ts';

/** ?date=YYYY-MM-DD: the day to write (default today in Korea time). */
export const Route = createFileRoute('/_member/diary/write/')({
  // Lexical (about 70 KB on the wire) is fetched beside the entry list, not after the form (decision 0056).
  loader: () => void import('../../../../domains/diary/rich-text-lexical.tsx').catch(() => undefined),
  validateSearch: (search): { date?: string } => ({ date: typeof search.date === 'string' ? search.date : undefined }),
  component: function DiaryWriteRoute() {
    const { date } = Route.useSearch();
    return <DiaryNewPage date={entryDateOrToday(date)} />;
  },
});
