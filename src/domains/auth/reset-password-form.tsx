import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { accountApi } from '../../contract/account-api.ts';
import { Password } from '../../contract/user.ts';
import { Button } from '../../components/button/button.tsx';
import * as fieldCss from '../../components/field/field.css.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { TextField } from '../../components/field/text-field.tsx';
import { call } from '../../lib/api/call.ts';
import { fieldIssue } from '../../lib/forms/validate.ts';
import { useErrorText, useMessageText } from '../../lib/i18n/use-error-text.ts';
import * as css from './auth.css.ts';
import './catalog.ts';

export function ResetPasswordForm({ userIds, resetToken }: { userIds: readonly string[]; resetToken: string }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const text = useMessageText();
  const [userId, setUserId] = useState(userIds[0] ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const issue = fieldIssue(Password, password, 'InvalidPassword');
  const reset = useMutation({ mutationFn: () => call(accountApi.passwordReset, { body: { resetToken, userId, password } }) });

  if (reset.isSuccess) {
    return (
      <div className={css.center} role="status">
        <h2 className={css.title}>
          <Trans>Your password has been changed</Trans>
        </h2>
        <Link to="/auth/sign-in">
          <Trans>Sign in with the new password</Trans>
        </Link>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!issue && password === confirm && userId) reset.mutate();
  };
  return (
    <form className={fieldCss.formStack} onSubmit={submit} noValidate aria-label={t`Change password`}>
      <p className={css.lead} role="status">
        <Trans>We found the IDs registered with this phone. To reset a password, choose the ID and enter a new password.</Trans>
      </p>
      <fieldset className={fieldCss.fieldset}>
        <legend className={fieldCss.legend}>
          <Trans>IDs registered with this phone</Trans>
        </legend>
        {userIds.map((id) => (
          <label key={id} className={fieldCss.check}>
            <input type="radio" name="userId" className={fieldCss.checkbox} checked={userId === id} onChange={() => setUserId(id)} />
            <span>{id}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={touched ? text(issue) : null}
        hint={t`8-64 characters with letters and digits`}
      />
      <TextField
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={touched && confirm !== password ? text('PasswordMismatch') : null}
      />
      <FormAlert message={errorText(reset.error)} />
      <Button type="submit" block busy={reset.isPending}>
        <Trans>Change password</Trans>
      </Button>
    </form>
  );
}
