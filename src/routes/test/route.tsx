import { createFileRoute } from '@tanstack/react-router';
import { LabLayout } from '../../domains/lab/lab-layout.tsx';

/** The component lab (decision 0040), in the back office's app (decision 0089). */
export const Route = createFileRoute('/test')({
  component: LabLayout,
});
