import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { accountApi } from '../../contract/account-api.ts';
import { Button } from '../../components/button/button.tsx';
import { Checkbox } from '../../components/field/checkbox.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { LogoutButton } from '../../components/logout/logout-button.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { call } from '../../lib/api/call.ts';
import { refreshSession } from '../../lib/auth/session.ts';
import { meQuery } from '../../lib/auth/session-queries.ts';
import { useErrorText, useMessageText } from '../../lib/i18n/use-error-text.ts';
import { SignUpSteps } from './sign-up-steps.tsx';
import * as css from './auth.css.ts';
import './catalog.ts';

type Consents = { termsOfService: boolean; privacyPolicy: boolean; guardianConsent: boolean; marketing: boolean };
const NONE: Consents = { termsOfService: false, privacyPolicy: false, guardianConsent: false, marketing: false };

/** /auth/sign-up: terms, privacy policy and the guardian's explicit consent (decision 0003). */
export function SignUpPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const text = useMessageText();
  const me = useQuery(meQuery());
  const [consents, setConsents] = useState<Consents>(NONE);
  const [touched, setTouched] = useState(false);
  const required = consents.termsOfService && consents.privacyPolicy && consents.guardianConsent;
  const all = required && consents.marketing;
  const set = (key: keyof Consents) => (checked: boolean) => setConsents((current) => ({ ...current, [key]: checked }));

  const save = useMutation({
    mutationFn: () => call(accountApi.consents, { body: { termsOfService: true, privacyPolicy: true, guardianConsent: true, marketing: consents.marketing } }),
    onSuccess: async () => {
      await refreshSession();
      await navigate({ to: '/auth/sign-up/add' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (required) save.mutate();
  };

  if (me.data?.consentsAgreed && !save.isPending) return <Navigate to="/auth/sign-up/add" replace />;
  return (
    <>
      <PageHeader title={t`Terms and consents`} actions={<LogoutButton />} />
      <form className={css.page} onSubmit={submit} noValidate>
        <SignUpSteps current={1} />
        <div>
          <h2 className={css.title}>
            <Trans>Welcome to Dodam!</Trans>
          </h2>
          <p className={css.lead}>
            <Trans>Dodam keeps records about your child, so we ask for the guardian's consent.</Trans>
          </p>
        </div>
        <fieldset className={css.consentBox}>
          <legend className="visually-hidden">{t`Consents`}</legend>
          <Checkbox
            className={css.consentAll}
            label={t`Agree to all (including optional)`}
            checked={all}
            onChange={(event) =>
              setConsents(event.target.checked ? { termsOfService: true, privacyPolicy: true, guardianConsent: true, marketing: true } : NONE)
            }
          />
          <div className={css.consentRow}>
            <Checkbox
              label={t`[Required] Terms of service`}
              checked={consents.termsOfService}
              onChange={(event) => set('termsOfService')(event.target.checked)}
            />
            <Link to="/auth/terms-of-service" target="_blank">
              <Trans>View</Trans>
            </Link>
          </div>
          <div className={css.consentRow}>
            <Checkbox
              label={t`[Required] Collection and use of personal data`}
              checked={consents.privacyPolicy}
              onChange={(event) => set('privacyPolicy')(event.target.checked)}
            />
            <Link to="/auth/privacy-policy" target="_blank">
              <Trans>View</Trans>
            </Link>
          </div>
          <Checkbox
            label={t`[Required] I am the child's parent or legal guardian and consent to the processing of my child's data`}
            checked={consents.guardianConsent}
            onChange={(event) => set('guardianConsent')(event.target.checked)}
          />
          <p className={css.note}>
            <Trans>
              Your child's name, birth date, sex, height, weight and development records are used only to provide growth records, reports and expert advice.
            </Trans>
          </p>
          <Checkbox
            label={t`[Optional] Receive news and event information`}
            checked={consents.marketing}
            onChange={(event) => set('marketing')(event.target.checked)}
          />
        </fieldset>
        <FormAlert message={touched && !required ? text('ConsentRequired') : errorText(save.error)} />
        <Button type="submit" block busy={save.isPending}>
          <Trans>Agree and continue</Trans>
        </Button>
      </form>
    </>
  );
}
