import { createFileRoute, redirect } from '@tanstack/react-router';
import { lazy } from 'react';
import * as v from 'valibot';
import { isErrorPageCode } from '../../contract/errors.ts';
import { ErrorPage } from '../../domains/errors/error-page.tsx';

const ErrorSearch = v.object({
  message: v.optional(v.pipe(v.unknown(), v.transform(String), v.maxLength(200))),
  home: v.optional(v.picklist(['1', 1]), undefined),
});

// Loaded only when a restricted member's 032 page shows it (decision 0072), not with every error page.
const InquiryDeskHere = lazy(() => import('../../domains/inquiries/inquiry-desk.tsx').then((m) => ({ default: m.InquiryDeskHere })));

/** SPEC §2: /error/{032|400|401|403|404}; any other code goes to 404. */
export const Route = createFileRoute('/error/$code')({
  validateSearch: (search): Partial<v.InferOutput<typeof ErrorSearch>> & { from?: string | undefined } => {
    const parsed = v.safeParse(ErrorSearch, search);
    // The page a 401 left, for the sign-in to return to (decision 0049); checked by the sign-in.
    const from = typeof search['from'] === 'string' && search['from'].length <= 1000 ? search['from'] : undefined;
    // Every key always: the router merges the raw query under what this returns (see address-edit.tsx).
    return parsed.success ? { message: parsed.output.message, home: parsed.output.home, from } : { message: undefined, home: undefined, from };
  },
  beforeLoad: ({ params }) => {
    if (!isErrorPageCode(params.code)) throw redirect({ to: '/error/$code', params: { code: '404' }, replace: true });
  },
  component: function ErrorRoute() {
    return <ErrorPage inquiry={<InquiryDeskHere />} />;
  },
});
