import { Trans, useLingui } from '@lingui/react/macro';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { accountApi } from '../../contract/account-api.ts';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import { call } from '../../lib/api/call.ts';
import { startSession } from '../../lib/auth/session.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import * as css from './auth.css.ts';
import { Icon } from '../../components/icon/icon.tsx';
import './catalog.ts';

const route = getRouteApi('/auth/sign-in/loading');
/** A one-time code is exchanged once, even if the effect runs twice. */
const exchanged = new Map<string, Promise<unknown>>();

/** /auth/sign-in/loading: exchanges the one-time code for tokens, then /main (the guard routes on). */
export function LoadingPage() {
  const { t } = useLingui();
  const { code, error: providerError } = route.useSearch();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    document.title = `${t`Signing in`} | ${t`Dodam`}`;
    if (providerError || !code) return;
    let live = true;
    const pending =
      exchanged.get(code) ??
      call(accountApi.exchangeCode, { body: { code }, navigateOnError: false }).then((tokens) => {
        startSession(tokens);
        return tokens;
      });
    exchanged.set(code, pending);
    pending.then(
      () => live && void navigate({ to: '/main', replace: true }),
      (error: unknown) => live && setFailure(errorText(error)),
    );
    return () => {
      live = false;
    };
  }, [code, providerError, navigate, errorText, t]);

  const problem = providerError ? t`The sign-in provider reported a problem: ${providerError}` : !code ? t`The sign-in link is not valid.` : failure;
  if (!problem) {
    return (
      <div className={css.center} aria-live="polite">
        <Spinner />
        <h1 className={css.title}>
          <Trans>Signing you in…</Trans>
        </h1>
      </div>
    );
  }
  return (
    <div className={css.center} role="alert">
      <Icon name="alert" size={56} className={css.bigIcon} />
      <h1 className={css.title}>
        <Trans>Sign-in failed</Trans>
      </h1>
      <p className={css.lead}>{problem}</p>
      <Link to="/auth/sign-in" replace>
        <Trans>Back to sign in</Trans>
      </Link>
    </div>
  );
}
