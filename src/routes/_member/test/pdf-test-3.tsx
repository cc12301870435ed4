import { createFileRoute } from '@tanstack/react-router';
import { TypesettingLabPage } from '../../../domains/lab/pdf-lab-pages.tsx';

export const Route = createFileRoute('/_member/test/pdf-test-3')({
  component: TypesettingLabPage,
});
