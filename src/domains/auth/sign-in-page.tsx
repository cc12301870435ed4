import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/button/button.tsx';
import * as css from './auth.css.ts';
import { JoinForm } from './join-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SocialButtons } from './social-buttons.tsx';
import './catalog.ts';

/** ?step=sign-up is the account form. Read from the query here, not declared on the route, whose tree is in every first page's JS (decision 0016). */
const isJoinStep = (search: object) => 'step' in search && search.step === 'sign-up';

/**
 * /auth/sign-in: Kakao, Naver, ID/password, and creating an account. The account form is a step
 * with its own history entry (?step=sign-up): Back from it comes back here instead of leaving the
 * app, and what was typed (not the password) waits in the tab (join-draft.ts).
 */
export function SignInPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const joining = useLocation({ select: (location) => isJoinStep(location.search) });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${joining ? t`Create an account` : t`Sign in`} | ${t`Dodam`}`;
    if (joining) heading.current?.focus();
  }, [joining, t]);
  /** Keeps the rest of the query (returnTo) and sets or drops the step. */
  const goTo = (step: 'sign-up' | null) => {
    const query = new URLSearchParams(window.location.search);
    if (step) query.set('step', step);
    else query.delete('step');
    const rest = query.toString();
    void navigate({ href: `/auth/sign-in${rest ? `?${rest}` : ''}` });
  };
  return (
    <div className={css.page}>
      <div className={css.hero}>
        <img className={css.logo} src="/icons/icon-192.png" alt="" width={80} height={80} />
        <h1 className={css.brandName}>
          <Trans>Dodam</Trans>
        </h1>
        <p className={css.tagline}>
          <Trans>Record your child's growth and raise them together with experts</Trans>
        </p>
      </div>
      {joining ? (
        <>
          <h2 className={css.title} ref={heading} tabIndex={-1}>
            <Trans>Create an account</Trans>
          </h2>
          <JoinForm />
          <Button tone="ghost" block onClick={() => goTo(null)}>
            <Trans>I already have an account</Trans>
          </Button>
        </>
      ) : (
        <>
          <SocialButtons />
          <p className={css.divider}>
            <Trans>or with your ID</Trans>
          </p>
          <SignInForm />
          <div className={css.links}>
            <Link to="/auth/find-id-pw">
              <Trans>Find ID / reset password</Trans>
            </Link>
            <button type="button" className={css.linkButton} onClick={() => goTo('sign-up')}>
              <Trans>Sign up</Trans>
            </button>
          </div>
        </>
      )}
      <p className={css.small}>
        <Link to="/auth/terms-of-service">
          <Trans>Terms of service</Trans>
        </Link>
        {' · '}
        <Link to="/auth/privacy-policy">
          <Trans>Privacy policy</Trans>
        </Link>
      </p>
    </div>
  );
}
