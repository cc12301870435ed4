import { createFileRoute } from '@tanstack/react-router';
import { PdfLabPage } from '../../domains/lab/pdf-lab-pages.tsx';

export const Route = createFileRoute('/test/pdf-test')({
  component: PdfLabPage,
});
