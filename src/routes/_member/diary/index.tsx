import { createFileRoute } from '@tanstack/react-router';
import { DIARY_SEARCH_MAX } from '../../../contract/diary-search-api.ts';
import { DiaryHomePage } from '../../../domains/diary/diary-home-page.tsx';
import { listPlaceOf } from '../../../domains/diary/month-days.ts';
import type { ListPlace } from '../../../domains/diary/diary-month-list.tsx';

/** /diary: the diary's home (decision 0034; SPEC §2 names only the read and write pages). ?month&q: the list's place, kept for Back. */
export const Route = createFileRoute('/_member/diary/')({
  // Works offline from what the phone holds: the outbox, drafts and a form (decisions 0021, 0053).
  staticData: { offline: 'works' },
  validateSearch: (search): ListPlace => listPlaceOf(search, DIARY_SEARCH_MAX),
  component: function DiaryHomeRoute() {
    const place = Route.useSearch();
    const navigate = Route.useNavigate();
    return <DiaryHomePage place={place} onPlace={(next) => void navigate({ search: next, replace: true })} />;
  },
});
