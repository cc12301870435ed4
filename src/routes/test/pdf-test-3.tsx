import { createFileRoute } from '@tanstack/react-router';
import { TypesettingLabPage } from '../../domains/lab/pdf-lab-pages.tsx';

export const Route = createFileRoute('/test/pdf-test-3')({
  component: TypesettingLabPage,
});
