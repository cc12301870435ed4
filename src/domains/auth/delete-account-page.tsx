import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../components/page/page-header.tsx';
import * as css from './auth.css.ts';
import { Icon } from '../../components/icon/icon.tsx';
import './catalog.ts';

/** /auth/delete-account: shown after the account was deleted (public, no tokens left). */
export function DeleteAccountPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Account deleted`} />
      <div className={css.page}>
        <div className={css.center}>
          <Icon name="wave" size={56} className={css.bigIcon} />
          <h2 className={css.title}>
            <Trans>Your account has been deleted</Trans>
          </h2>
          <p className={css.lead}>
            <Trans>
              Thank you for using Dodam. Your personal data and your child's records have been deleted, and linked Kakao or Naver accounts were disconnected.
            </Trans>
          </p>
          <Link to="/auth/sign-in" replace>
            <Trans>Go to the sign-in page</Trans>
          </Link>
        </div>
      </div>
    </>
  );
}
