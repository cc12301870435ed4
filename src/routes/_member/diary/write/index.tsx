import { createFileRoute, redirect } from '@tanstack/react-router';
import { DIARY_SEARCH_MAX } from '../../../../contract/limits.ts';
import { DiaryNewPage } from '../../../../domains/diary/diary-new-page.tsx';
import { dayEntryToOpen } from '../../../../domains/diary/day-entry-to-open.ts';
import { entryDateOrToday } from '../../../../domains/diary/editable.ts';
import { listPlaceOf, type ListPlace } from '../../../../domains/diary/list-place.ts';
import { getChildInfo } from '../../../../lib/storage/keys.ts';

/** ?date=YYYY-MM-DD: the day to write (default today in Korea time); ?month&q: the list's place under the form, kept for Back. */
export const Route = createFileRoute('/_member/diary/write/')({
  // Works offline from what the phone holds: the outbox, drafts and a form (decisions 0021, 0053).
  staticData: { offline: 'works' },
  validateSearch: (search): { date?: string } & ListPlace => ({
    date: typeof search.date === 'string' ? search.date : undefined,
    ...listPlaceOf(search, DIARY_SEARCH_MAX),
  }),
  loaderDeps: ({ search }) => ({ date: search.date }),
  // The month's entries (does the day have one?) are asked for beside the page's own script, not
  // after it: the guard has stored the selected child (decision 0056). A day that has its entry
  // opens that entry's page from here when known soon enough (day-entry-to-open.ts).
  loader: async ({ context, deps, preload }) => {
    const child = getChildInfo();
    if (!child) return;
    const diaryId = await dayEntryToOpen(context.queryClient, child.id, entryDateOrToday(deps.date), preload);
    if (diaryId !== null) throw redirect({ to: '/diary/write/$diaryId', params: { diaryId }, replace: true });
  },
  component: function DiaryWriteRoute() {
    const { date, month, q } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <DiaryNewPage
        date={entryDateOrToday(date)}
        place={{ month, q }}
        onPlace={(next) => void navigate({ search: (prev) => ({ date: prev.date, ...next }), replace: true })}
      />
    );
  },
});
