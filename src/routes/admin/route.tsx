import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../../components/layouts/admin-layout.tsx';

export const Route = createFileRoute('/admin')({
  component: AdminLayout,
});
