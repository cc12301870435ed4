import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { accountApi } from '../../contract/account-api.ts';
import type { User } from '../../contract/user.ts';
import { Button } from '../../components/button/button.tsx';
import { formStack } from '../../components/field/field.css.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { PersonalFields, usePersonalForm } from '../../components/personal-form/personal-form.tsx';
import { PhoneVerification } from '../../components/phone-verification/phone-verification.tsx';
import { call } from '../../lib/api/call.ts';
import { refreshSession } from '../../lib/auth/session.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { meQuery } from '../../lib/auth/session-queries.ts';
import * as css from './my-page.css.ts';
import './catalog.ts';

/** /my-page/profile: name, nickname, birth date; phone verification unless already verified (SPEC §4). */
export function ProfilePage() {
  const { t } = useLingui();
  const me = useQuery(meQuery());
  return (
    <>
      <PageHeader title={t`Edit profile`} back="/my-page" />
      <div className={page.body}>{me.data ? <ProfileForm user={me.data} /> : <Spinner />}</div>
    </>
  );
}

function ProfileForm({ user }: { user: User }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const form = usePersonalForm(user);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () => call(accountApi.personal, { body: form.body }),
    onSuccess: async () => {
      await refreshSession();
      setSaved(true);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.setTouched(true);
    setSaved(false);
    if (form.valid) save.mutate();
  };
  return (
    <>
      <form className={`${page.card} ${formStack}`} onSubmit={submit} noValidate aria-label={t`Edit profile`}>
        <PersonalFields form={form} />
        <FormAlert message={errorText(save.error)} />
        {saved ? (
          <p role="status" className={page.muted}>
            <Trans>Your profile has been saved.</Trans>
          </p>
        ) : null}
        <Button type="submit" block busy={save.isPending}>
          <Trans>Save</Trans>
        </Button>
      </form>
      <section className={page.card}>
        <PhoneVerification verifiedPhone={user.phoneVerified ? user.phone : null} onVerified={() => void refreshSession()} />
        {user.phoneVerified ? (
          <p className={page.muted}>
            <Trans>
              A verified phone number cannot be changed here. To change it, please{' '}
              <Link to="/my-page/inquiry" className={css.inlineLink}>
                contact customer support
              </Link>
              .
            </Trans>
          </p>
        ) : null}
      </section>
    </>
  );
}
