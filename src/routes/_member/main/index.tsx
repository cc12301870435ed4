import { createFileRoute } from '@tanstack/react-router';
import { MainPage } from '../../../features/home/main-page.tsx';

export const Route = createFileRoute('/_member/main/')({
  component: MainPage,
});
