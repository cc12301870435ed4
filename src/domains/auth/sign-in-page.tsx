import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import * as css from './auth.css.ts';
import { JoinForm } from './join-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SocialButtons } from './social-buttons.tsx';
import './catalog.ts';

/** /auth/sign-in: Kakao, Naver, ID/password, and creating an account. */
export function SignInPage() {
  const { t } = useLingui();
  const [joining, setJoining] = useState(false);
  useEffect(() => {
    document.title = `${joining ? t`Create an account` : t`Sign in`} | ${t`Dodam`}`;
  }, [joining, t]);
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
          <h2 className={css.title}>
            <Trans>Create an account</Trans>
          </h2>
          <JoinForm />
          <Button tone="ghost" block onClick={() => setJoining(false)}>
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
            <button type="button" className={css.linkButton} onClick={() => setJoining(true)}>
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
