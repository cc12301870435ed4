import { createFileRoute } from '@tanstack/react-router';
import { BasicInfoPage } from '../../../domains/my-page/basic-info-page.tsx';

export const Route = createFileRoute('/_member/my-page/basic-info')({
  component: BasicInfoPage,
});
