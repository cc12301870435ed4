import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { accountApi } from '../../contract/account-api.ts';
import { MemberPhone } from '../../contract/user.ts';
import { Button } from '../../components/button/button.tsx';
import { formStack } from '../../components/field/field.css.ts';
import { TextField } from '../../components/field/text-field.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useCountdown } from '../../components/phone-verification/use-countdown.ts';
import { call } from '../../lib/api/call.ts';
import { cleanPhoneInput, formatCountdown } from '../../lib/forms/phone.ts';
import { fieldIssue } from '../../lib/forms/validate.ts';
import { useErrorText, useMessageText } from '../../lib/i18n/use-error-text.ts';
import * as css from './auth.css.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';
import './catalog.ts';

/** /auth/find-id-pw: find the IDs of a verified phone and reset a password (issue 2 §2). */
export function FindIdPwPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const text = useMessageText();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [deadline, setDeadline] = useState<number | null>(null);
  const left = useCountdown(deadline);
  const phoneIssue = phone ? fieldIssue(MemberPhone, phone, 'InvalidMemberPhone') : null;

  const request = useMutation({
    mutationFn: () => call(accountApi.recoveryRequest, { body: { phone } }),
    onSuccess: (result) => setDeadline(Date.now() + result.expiresInSeconds * 1000),
  });
  const verify = useMutation({ mutationFn: () => call(accountApi.recoveryVerify, { body: { phone, code } }) });
  const result = verify.data;

  return (
    <>
      <PageHeader title={t`Find ID / reset password`} back="/auth/sign-in" />
      <div className={css.page}>
        {!result ? (
          <div className={formStack}>
            <p className={css.lead}>
              <Trans>Enter the mobile phone number you verified when signing up.</Trans>
            </p>
            <TextField
              label={t`Mobile phone number`}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="010-1234-5678"
              value={phone}
              onChange={(event) => setPhone(cleanPhoneInput(event.target.value))}
              error={text(phoneIssue) ?? errorText(request.error)}
              action={
                <Button tone="secondary" disabled={!phone || Boolean(phoneIssue)} busy={request.isPending} onClick={() => request.mutate()}>
                  {deadline ? <Trans>Resend</Trans> : <Trans>Get code</Trans>}
                </Button>
              }
            />
            {deadline ? (
              <TextField
                label={t`Verification code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
                hint={left === 0 ? t`The code has expired. Please request a new one.` : t`Time left ${formatCountdown(left)}`}
                error={errorText(verify.error)}
                action={
                  <Button disabled={code.length !== 6 || left === 0} busy={verify.isPending} onClick={() => verify.mutate()}>
                    <Trans>Verify</Trans>
                  </Button>
                }
              />
            ) : null}
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
