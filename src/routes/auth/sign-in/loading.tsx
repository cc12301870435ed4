import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoadingPage } from '../../../domains/auth/loading-page.tsx';

const LoadingSearch = v.object({
  code: v.optional(v.pipe(v.string(), v.maxLength(256))),
  error: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

/** Token issuing after Kakao / Naver: ?code=<one-time> or ?error=<provider error>. */
export const Route = createFileRoute('/auth/sign-in/loading')({
  validateSearch: (search): Partial<v.InferOutput<typeof LoadingSearch>> => {
    const parsed = v.safeParse(LoadingSearch, search);
    // Every key always: the router merges the raw query under what this returns (see address-edit.tsx).
    return parsed.success ? { code: parsed.output.code, error: parsed.output.error } : { code: undefined, error: undefined };
  },
  component: LoadingPage,
});
