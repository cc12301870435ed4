import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { isErrorPageCode } from '../../contract/errors.ts';
import { ErrorPage } from '../../domains/errors/error-page.tsx';

const ErrorSearch = v.object({
  message: v.optional(v.pipe(v.unknown(), v.transform(String), v.maxLength(200))),
  home: v.optional(v.picklist(['1', 1]), undefined),
});

/** SPEC §2: /error/{032|400|401|403|404}; any other code goes to 404. */
export const Route = createFileRoute('/error/$code')({
  validateSearch: (search): Partial<v.InferOutput<typeof ErrorSearch>> => {
    const parsed = v.safeParse(ErrorSearch, search);
    // Every key always: the router merges the raw query under what this returns (see address-edit.tsx).
    return parsed.success ? { message: parsed.output.message, home: parsed.output.home } : { message: undefined, home: undefined };
  },
  beforeLoad: ({ params }) => {
    if (!isErrorPageCode(params.code)) throw redirect({ to: '/error/$code', params: { code: '404' }, replace: true });
  },
  component: ErrorPage,
});
