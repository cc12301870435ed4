import { createFileRoute } from '@tanstack/react-router';
import { BookPage } from '../../../domains/examinations/book-page.tsx';

/** SPEC §2 /kcdi/book: buying the test (decision 0070). */
export const Route = createFileRoute('/_member/kcdi/book')({
  component: BookPage,
});
