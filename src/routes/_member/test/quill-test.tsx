import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { EditorLabPage } from '../../../domains/lab/editor-lab-page.tsx';

/** The diary's story editor goes to the lab as a prop (decision 0040: the lab imports no domain). */
const StoryEditor = lazy(() => import('../../../domains/diary/rich-text-editor.tsx'));

export const Route = createFileRoute('/_member/test/quill-test')({
  component: () => <EditorLabPage Editor={StoryEditor} />,
});
