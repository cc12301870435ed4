import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { accountApi } from '../../contract/account-api.ts';
import { Button } from '../../components/button/button.tsx';
import { formStack } from '../../components/field/field.css.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { TextField } from '../../components/field/text-field.tsx';
import { call } from '../../lib/api/call.ts';
import { safeReturnPath } from '../../lib/auth/return-path.ts';
import { startSession } from '../../lib/auth/session.ts';
import { useLazyErrorTexts } from './lazy-error-texts.ts';
import { signInWait } from './sign-in-wait.ts';
import './catalog.ts';

const route = getRouteApi('/auth/sign-in/');

/**
 * ID / password sign-in; LoginFailException is shown inline (SPEC §8), a refused try with its wait. After a session was lost
 * mid-action it goes back to that page (`returnTo`, decision 0049), else home.
 */
export function SignInForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const returnTo = safeReturnPath(route.useSearch().returnTo);
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const signIn = useMutation({
    mutationFn: () => call(accountApi.signIn, { body: { userId, password }, navigateOnError: false }),
    onSuccess: async (tokens) => {
      startSession(tokens);
      await (returnTo ? navigate({ href: returnTo, replace: true }) : navigate({ to: '/main' }));
    },
  });
  const { errorText } = useLazyErrorTexts(signIn.error != null);
  // A refused try names its wait (decision 0079), instead of the general "wait a moment".
  const waitText = (wait: ReturnType<typeof signInWait>) => {
    if (!wait) return null;
    return 'seconds' in wait
      ? t`Too many sign-in attempts. Please try again in ${wait.seconds} seconds.`
      : t`Too many sign-in attempts. Please try again in ${wait.minutes} minutes.`;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!userId.trim() || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    signIn.mutate();
  };
  return (
    <form className={formStack} onSubmit={submit} noValidate aria-label={t`Sign in with ID`}>
      <TextField
        label={t`ID`}
        name="userId"
        autoComplete="username"
        autoCapitalize="none"
        value={userId}
        onChange={(event) => setUserId(event.target.value)}
        error={missing && !userId.trim() ? t`Please enter your ID.` : null}
      />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing && !password ? t`Please enter your password.` : null}
      />
      <FormAlert message={waitText(signInWait(signIn.error)) ?? errorText(signIn.error)} />
      <Button type="submit" block busy={signIn.isPending}>
        <Trans>Sign in</Trans>
      </Button>
    </form>
  );
}
