import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/pending-page/pending-page.tsx';

export const Route = createFileRoute('/_member/test/file-upload-test')({
  component: () => <PendingPage path="/test/file-upload-test" />,
});
