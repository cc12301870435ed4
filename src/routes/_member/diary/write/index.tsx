import { createFileRoute } from '@tanstack/react-router';
import { DiaryNewPage } from '../../../../domains/diary/diary-new-page.tsx';
import { entryDateOrToday, monthOf } from '../../../../domains/diary/editable.ts';
import { diaryListQuery } from '../../../../domains/diary/diary-queries.ts';
import { startQuery } from '../../../../lib/query/start-query.ts';
import { getChildInfo } from '../../../../lib/storage/keys.ts';

/** ?date=YYYY-MM-DD: the day to write (default today in Korea time). */
export const Route = createFileRoute('/_member/diary/write/')({
  // Works offline from what the phone holds: the outbox, drafts and a form (decisions 0021, 0053).
  staticData: { offline: 'works' },
  validateSearch: (search): { date?: string } => ({ date: typeof search.date === 'string' ? search.date : undefined }),
  loaderDeps: ({ search }) => ({ date: search.date }),
  // The month's entries (does the day have one?) are asked for beside the page's own script, not
  // after it: the guard has stored the selected child (decision 0056).
  loader: ({ context, deps, preload }) => {
    const child = getChildInfo();
    if (child) startQuery(context.queryClient, diaryListQuery(child.id, monthOf(entryDateOrToday(deps.date))), { preload });
  },
  component: function DiaryWriteRoute() {
    const { date } = Route.useSearch();
    return <DiaryNewPage date={entryDateOrToday(date)} />;
  },
});
