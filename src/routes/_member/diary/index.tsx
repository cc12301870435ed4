import { createFileRoute } from '@tanstack/react-router';
import { DIARY_SEARCH_MAX } from '../../../contract/limits.ts';
import { DiaryHomePage } from '../../../domains/diary/diary-home-page.tsx';
import { listPlaceOf, type ListPlace } from '../../../domains/diary/list-place.ts';

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
