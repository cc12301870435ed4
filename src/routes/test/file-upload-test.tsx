import { createFileRoute } from '@tanstack/react-router';
import { UploadLabPage } from '../../domains/lab/upload-lab-page.tsx';

export const Route = createFileRoute('/test/file-upload-test')({
  component: UploadLabPage,
});
