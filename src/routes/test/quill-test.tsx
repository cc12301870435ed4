import { createFileRoute } from '@tanstack/react-router';
import { EditorLabPage } from '../../domains/lab/editor-lab-page.tsx';

/** The rich-text editor (src/components/rich-text), its JSON and its plain text (decision 0040). */
export const Route = createFileRoute('/test/quill-test')({
  component: EditorLabPage,
});
