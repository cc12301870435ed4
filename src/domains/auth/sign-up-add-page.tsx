import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { accountApi } from '../../contract/account-api.ts';
import type { User } from '../../contract/user.ts';
import { Button } from '../../components/button/button.tsx';
import { formStack } from '../../components/field/field.css.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import { LogoutButton } from '../../components/logout/logout-button.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { PersonalFields, usePersonalForm } from '../../components/personal-form/personal-form.tsx';
import { PhoneVerification } from '../../components/phone-verification/phone-verification.tsx';
import { call } from '../../lib/api/call.ts';
import { refreshSession } from '../../lib/auth/session.ts';
import { meQuery } from '../../lib/auth/session-queries.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { SignUpSteps } from './sign-up-steps.tsx';
import * as css from './auth.css.ts';
import './catalog.ts';

/** /auth/sign-up/add: the missing name, nickname and a verified phone (SPEC §5 step 7). */
export function SignUpAddPage() {
  const { t } = useLingui();
  const me = useQuery(meQuery());
  return (
    <>
      <PageHeader title={t`Additional information`} actions={<LogoutButton />} />
      <div className={css.page}>
        <SignUpSteps current={2} />
        {me.data ? <AddForm user={me.data} /> : <Spinner />}
      </div>
    </>
  );
}

function AddForm({ user }: { user: User }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const form = usePersonalForm(user);
  const [phone, setPhone] = useState<string | null>(user.phoneVerified ? user.phone : null);
  const save = useMutation({
    mutationFn: () => call(accountApi.personal, { body: form.body }),
    onSuccess: async () => {
      await refreshSession();
      await navigate({ to: '/auth/sign-up/done' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.setTouched(true);
    if (form.valid && phone) save.mutate();
  };
  return (
    <form className={formStack} onSubmit={submit} noValidate aria-label={t`Additional information`}>
      <p className={css.lead}>
        <Trans>Tell us a little about yourself to finish signing up.</Trans>
      </p>
      <PersonalFields form={form} />
      <PhoneVerification verifiedPhone={phone} onVerified={setPhone} />
      <FormAlert message={form.touched && !phone ? t`Please verify your mobile phone number.` : errorText(save.error)} />
      <Button type="submit" block busy={save.isPending}>
        <Trans>Finish sign-up</Trans>
      </Button>
    </form>
  );
}
