import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { accountApi } from '../../contract/account-api.ts';
import { formStack } from '../../components/field/field.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { PhoneCodeFields } from '../../components/phone-verification/phone-code-fields.tsx';
import { call } from '../../lib/api/call.ts';
import * as css from './auth.css.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';
import './catalog.ts';

const requestCode = (phone: string) => call(accountApi.recoveryRequest, { body: { phone } });
const verifyCode = (phone: string, code: string) => call(accountApi.recoveryVerify, { body: { phone, code } });

/** /auth/find-id-pw: find the IDs of a verified phone and reset a password (SPEC §2). */
export function FindIdPwPage() {
  const { t } = useLingui();
  const [result, setResult] = useState<Awaited<ReturnType<typeof verifyCode>> | null>(null);

  return (
    <>
      <PageHeader title={t`Find ID / reset password`} back="/auth/sign-in" />
      <div className={css.page}>
        {!result ? (
          <div className={formStack}>
            <p className={css.lead}>
              <Trans>Enter the mobile phone number you verified when signing up.</Trans>
            </p>
            <PhoneCodeFields requestCode={requestCode} submitCode={verifyCode} onVerified={(_phone, verified) => setResult(verified)} />
          </div>
        ) : result.userIds.length === 0 || !result.resetToken ? (
          <div className={css.center} role="status">
            <p className={css.lead}>
              <Trans>No account with an ID and password uses this phone number. If you signed up with Kakao or Naver, sign in with it.</Trans>
            </p>
            <Link to="/auth/sign-in">
              <Trans>Back to sign in</Trans>
            </Link>
          </div>
        ) : (
          <ResetPasswordForm userIds={result.userIds} resetToken={result.resetToken} />
        )}
      </div>
    </>
  );
}
