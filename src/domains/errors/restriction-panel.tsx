import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { moderationApi } from '../../contract/moderation-api.ts';
import { Button } from '../../components/button/button.tsx';
import { DeleteAccountDialog, useAccountDeletion } from '../../components/account/delete-account.tsx';
import { call } from '../../lib/api/call.ts';
import { clearAllButTokens, clearEverything, logout } from '../../lib/auth/session.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { withLoading } from '../../lib/ui/loading-store.ts';
import * as css from './error-page.css.ts';
import './catalog.ts';

/**
 * /error/032 for a signed-in member (decision 0030): why and since when an admin restricted them,
 * read with the one call a restricted member may still make, and what they can still do: write to
 * the operator (`inquiry`, the 1:1 inquiries of decision 0072), log out (SPEC §2's login button: it
 * ends the session and goes to the login page), read the terms, delete the account. Every call here
 * is made with navigateOnError off, so a 032 answer never sends the page back to itself.
 */
export function RestrictionPanel({ inquiry }: { inquiry?: ReactNode }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [cleared, setCleared] = useState(false);
  // SPEC §8: 032 clears local data; the tokens stay until the member logs out or leaves (decision 0030).
  useEffect(() => void clearAllButTokens().then(() => setCleared(true)), []);
  const restriction = useQuery({
    queryKey: ['restriction'],
    queryFn: () => call(moderationApi.myRestriction, { navigateOnError: false }),
    enabled: cleared,
    retry: false,
    gcTime: 0,
  });
  const deletion = useAccountDeletion({ navigateOnError: false });
  const data = restriction.data;
  // Not (or no longer) restricted: SPEC §2's 032 page has a login button, whoever is signed in.
  if (data && !data.restricted) {
    return (
      <Button block onClick={() => void clearEverything().then(() => navigate({ to: '/auth/sign-in', replace: true }))}>
        <Trans>Go to login</Trans>
      </Button>
    );
  }
  return (
    <>
      {data?.restricted ? (
        <dl className={css.restriction} data-testid="restriction">
          <dt>
            <Trans>Restriction reason</Trans>
          </dt>
          <dd>{data.reason ?? t`No reason was given.`}</dd>
          {data.since ? (
            <>
              <dt>
                <Trans>Restricted since</Trans>
              </dt>
              <dd>{formatKoreanDateTime(data.since)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {data?.restricted && inquiry ? (
        <section className={css.inquiry} aria-labelledby="restricted-inquiry">
          <h2 id="restricted-inquiry" className={css.inquiryTitle}>
            <Trans>Contact the operator</Trans>
          </h2>
          <p className={css.body}>
            <Trans>If you think the restriction is a mistake, or have a question about it, write to us here. We will answer on this page.</Trans>
          </p>
          <Suspense fallback={null}>{inquiry}</Suspense>
        </section>
      ) : null}
      <p className={css.body}>
        <Trans>You can still write to the operator, log out, read the terms of service and delete your account.</Trans>
      </p>
      <Button block onClick={() => void withLoading(logout())}>
        <Trans>Log out and go to login</Trans>
      </Button>
      <Link to="/auth/terms-of-service" className={css.link}>
        <Trans>Terms of service</Trans>
      </Link>
      <Button tone="ghost" block onClick={deletion.ask}>
        <Trans>Delete account</Trans>
      </Button>
      <DeleteAccountDialog deletion={deletion} />
    </>
  );
}
