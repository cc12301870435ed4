import { createFileRoute } from '@tanstack/react-router';
import { DiaryHomePage } from '../../../domains/diary/diary-home-page.tsx';

/** /diary: the diary's home (decision 0034; SPEC §2 names only the read and write pages). */
export const Route = createFileRoute('/_member/diary/')({
  // Works offline from what the phone holds: the outbox, drafts and a form (decisions 0021, 0053).
  staticData: { offline: 'works' },
  component: DiaryHomePage,
});
