import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { isErrorPageCode } from '../../contract/errors.ts';
import { homeOf } from '../../contract/roles.ts';
import { Button } from '../../components/button/button.tsx';
import { safeReturnPath } from '../../lib/auth/return-path.ts';
import { cachedUser, clearEverything } from '../../lib/auth/session.ts';
import { looksLikeMessageKey } from '../../lib/i18n/format-error.ts';
import { messageText } from '../../lib/i18n/error-text.ts';
import { getTokens } from '../../lib/storage/keys.ts';
import { ERROR_CONTENT } from './error-content.ts';
import * as css from './error-page.css.ts';
import { RestrictionPanel } from './restriction-panel.tsx';
import './catalog.ts';

const route = getRouteApi('/error/$code');

/**
 * /error/{code}: SPEC §2 table; the body message arrives as ?message= (SPEC §8). `inquiry` is what a
 * restricted member writes to the operator with on 032 (the route composes it, decision 0072).
 */
export function ErrorPage({ inquiry }: { inquiry?: ReactNode }) {
  const { i18n, t } = useLingui();
  const { code: raw } = route.useParams();
  const { message, home, from } = route.useSearch();
  const navigate = useNavigate();
  const code = isErrorPageCode(raw) ? raw : '404';
  const content = ERROR_CONTENT[code];
  // Decided once: the 032 panel clears local data and puts the tokens back (decision 0030), and a
  // render in between (a catalogue arriving) must not take the page for a signed-out one.
  const [signedIn] = useState(() => getTokens() !== null);
  const role = cachedUser()?.role;
  const homePath = role ? homeOf(role) : signedIn ? '/main' : '/auth/sign-in';
  const toHome = content.button === 'home' || (content.button === 'login-or-home' && (home !== undefined || signedIn));
  const detail = message ? (looksLikeMessageKey(message) ? (messageText(i18n, message) ?? message) : message) : null;
  const title = i18n._(content.title);

  useEffect(() => {
    document.title = `${title} | ${t`Dodam`}`;
  }, [title, t]);

  return (
    <section className={css.page} aria-labelledby="error-title">
      <p className={css.code} aria-hidden="true">
        {code}
      </p>
      <h1 id="error-title" className={css.title}>
        {title}
      </h1>
      {content.apology ? (
        <p className={css.subtitle}>
          <Trans>We are sorry for the inconvenience.</Trans>
        </p>
      ) : null}
      <p className={css.body}>{i18n._(content.body)}</p>
      {detail ? <p className={css.detail}>{detail}</p> : null}
      {code === '032' && signedIn ? (
        <RestrictionPanel inquiry={inquiry} />
      ) : toHome ? (
        <Button block onClick={() => void navigate({ to: homePath, replace: true })}>
          <Trans>Go home</Trans>
        </Button>
      ) : (
        <Button
          block
          onClick={() => void clearEverything().then(() => navigate({ to: '/auth/sign-in', search: { returnTo: safeReturnPath(from) }, replace: true }))}
        >
          <Trans>Go to login</Trans>
        </Button>
      )}
    </section>
  );
}
