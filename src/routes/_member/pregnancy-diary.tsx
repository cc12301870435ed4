import { createFileRoute } from '@tanstack/react-router';
import { PregnancyPage } from '../../domains/pregnancy/pregnancy-page.tsx';

/** /pregnancy-diary (decision 0100): 태교일기 of the selected child, by pregnancy week. */
export const Route = createFileRoute('/_member/pregnancy-diary')({
  component: PregnancyPage,
});
