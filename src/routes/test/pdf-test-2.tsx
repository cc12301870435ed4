import { createFileRoute } from '@tanstack/react-router';
import { DiaryBookLabPage } from '../../domains/lab/pdf-lab-pages.tsx';

export const Route = createFileRoute('/test/pdf-test-2')({
  component: DiaryBookLabPage,
});
