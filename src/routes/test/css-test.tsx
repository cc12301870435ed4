import { createFileRoute } from '@tanstack/react-router';
import { CssLabPage } from '../../domains/lab/css-lab-page.tsx';

export const Route = createFileRoute('/test/css-test')({
  component: CssLabPage,
});
