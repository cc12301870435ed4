import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { accountApi } from '../../contract/account-api.ts';
import { MemberPhone } from '../../contract/user.ts';
import { call } from '../../lib/api/call.ts';
import { cleanPhoneInput, formatCountdown, formatPhone } from '../../lib/forms/phone.ts';
import { fieldIssue } from '../../lib/forms/validate.ts';
import { useErrorText, useMessageText } from '../../lib/i18n/use-error-text.ts';
import { Button } from '../button/button.tsx';
import * as css from '../field/field.css.ts';
import { TextField } from '../field/text-field.tsx';
import { useCountdown } from './use-countdown.ts';
import '../catalog.ts';

type Props = { verifiedPhone: string | null; onVerified: (phone: string) => void };

/** SPEC §5: two steps — request a code, then submit it before it expires. */
export function PhoneVerification({ verifiedPhone, onVerified }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const text = useMessageText();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [deadline, setDeadline] = useState<number | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(verifiedPhone);
  const left = useCountdown(deadline);
  const phoneIssue = phone ? fieldIssue(MemberPhone, phone, 'InvalidMemberPhone') : null;

  const request = useMutation({
    mutationFn: () => call(accountApi.phoneAuth, { body: { value: phone } }),
    onSuccess: (result) => {
      setSentTo(phone);
      setCode('');
      setDeadline(Date.now() + result.expiresInSeconds * 1000);
    },
  });
  const submit = useMutation({
    mutationFn: () => call(accountApi.phoneSubmit, { body: { value: code } }),
    onSuccess: () => {
      const value = sentTo ?? phone;
      setDone(value);
      setDeadline(null);
      onVerified(value);
    },
  });

  if (done) {
    return (
      <div className={css.field}>
        <span className={css.label}>
          <Trans>Mobile phone</Trans>
        </span>
        <p className={css.success} role="status">
          {formatPhone(done)} · <Trans>Verified</Trans>
        </p>
      </div>
    );
  }
  const expired = sentTo !== null && left === 0;
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>
        <Trans>Mobile phone verification</Trans>
      </legend>
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
            {sentTo ? <Trans>Resend</Trans> : <Trans>Get code</Trans>}
          </Button>
        }
      />
      {sentTo ? (
        <TextField
          label={t`Verification code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          hint={expired ? t`The code has expired. Please request a new one.` : t`Time left ${formatCountdown(left)}`}
          error={errorText(submit.error)}
          action={
            <Button disabled={code.length !== 6 || expired} busy={submit.isPending} onClick={() => submit.mutate()}>
              <Trans>Verify</Trans>
            </Button>
          }
        />
      ) : null}
    </fieldset>
  );
}
