import { createFileRoute } from '@tanstack/react-router';
import { CssLabPage } from '../../../domains/lab/css-lab-page.tsx';

export const Route = createFileRoute('/_member/test/css-test')({
  component: CssLabPage,
});
