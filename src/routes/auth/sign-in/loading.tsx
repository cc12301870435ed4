import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoadingPage } from '../../../features/auth/loading-page.tsx';

const LoadingSearch = v.object({
  code: v.optional(v.pipe(v.string(), v.maxLength(256))),
  error: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

/** Token issuing after Kakao / Naver: ?code=<one-time> or ?error=<provider error>. */
export const Route = createFileRoute('/auth/sign-in/loading')({
  validateSearch: (search) => {
    const parsed = v.safeParse(LoadingSearch, search);
    return parsed.success ? parsed.output : {};
  },
  component: LoadingPage,
});
