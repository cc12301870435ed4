import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { MemberPhone } from '../../contract/user.ts';
import { typePhone, formatCountdown } from '../../lib/forms/phone.ts';
import { fieldIssue } from '../../lib/forms/validate.ts';
import { useErrorText, useMessageText } from '../../lib/i18n/use-error-text.ts';
import { Button } from '../button/button.tsx';
import { TextField } from '../field/text-field.tsx';
import { useCountdown } from './use-countdown.ts';
import '../catalog.ts';

type Props<Result> = {
  /** Sends a code to `phone`; the answer says how long the code lives. */
  requestCode: (phone: string) => Promise<{ expiresInSeconds: number }>;
  /** Checks the code sent to `phone`. */
  submitCode: (phone: string, code: string) => Promise<Result>;
  onVerified: (phone: string, result: Result) => void;
};

/**
 * SPEC §5 phone check in two steps — request a code, then submit it before it expires — with the
 * calls handed in: the member's own phone (phone-verification.tsx) or account recovery (/auth/find-id-pw).
 */
export function PhoneCodeFields<Result>({ requestCode, submitCode, onVerified }: Props<Result>) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const text = useMessageText();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [deadline, setDeadline] = useState<number | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const left = useCountdown(deadline);
  const phoneIssue = phone ? fieldIssue(MemberPhone, phone, 'InvalidMemberPhone') : null;

  const request = useMutation({
    mutationFn: () => requestCode(phone),
    onSuccess: (result) => {
      setSentTo(phone);
      setCode('');
      setDeadline(Date.now() + result.expiresInSeconds * 1000);
    },
  });
  const submit = useMutation({
    mutationFn: () => submitCode(sentTo ?? phone, code),
    onSuccess: (result) => {
      setDeadline(null);
      onVerified(sentTo ?? phone, result);
    },
  });

  const expired = sentTo !== null && left === 0;
  return (
    <>
      <TextField
        label={t`Mobile phone number`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="010-1234-5678"
        value={phone}
        onChange={(event) => setPhone(typePhone(event.target.value))}
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
    </>
  );
}
