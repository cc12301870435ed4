import { createFileRoute } from '@tanstack/react-router';
import { MemberLayout } from '../../components/layouts/member-layout.tsx';

export const Route = createFileRoute('/_member')({
  component: MemberLayout,
});
