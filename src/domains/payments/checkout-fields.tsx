import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Checkbox } from '../../components/field/checkbox.tsx';
import * as field from '../../components/field/field.css.ts';
import { TextField } from '../../components/field/text-field.tsx';
import { typePhone } from '../../lib/forms/phone.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { CONSULTATION_CONTENT_MAX, type CheckoutField, type CheckoutForm, type CheckoutIssue } from './checkout-form.ts';
import * as css from './payments.css.ts';
import './catalog.ts';

type FieldsProps = {
  form: CheckoutForm;
  issues: Partial<Record<CheckoutField, CheckoutIssue>>;
  onChange: (patch: Partial<CheckoutForm>) => void;
};

/** An issue key of checkout-form.ts → what the member reads. */
export function useIssueText(): (issue: CheckoutIssue | undefined) => string | null {
  const { t } = useLingui();
  const messageText = useMessageText();
  return (issue) => {
    switch (issue) {
      case undefined:
        return null;
      case 'NameRequired':
        return t`Enter the name of the person paying.`;
      case 'NameTooLong':
        return t`Keep the name within 20 characters.`;
      case 'InvalidMemberPhone':
        return messageText('InvalidMemberPhone');
      case 'InvalidEmail':
        return t`Enter a valid email address, or leave it empty.`;
      case 'ConsultationContentRequired':
        return t`Tell the expert what you would like to talk about.`;
      case 'ConsultationContentTooLong':
        return t`Keep it within ${CONSULTATION_CONTENT_MAX} characters.`;
      case 'AddressRequired':
        return t`Choose or add a delivery address.`;
      case 'AgreementRequired':
        return t`Please agree to continue.`;
    }
  };
}

/** Name, mobile phone and email of the person paying (prefilled from the user, editable). */
export function CustomerFields({ form, issues, onChange }: FieldsProps) {
  const { t } = useLingui();
  const issueText = useIssueText();
  const titleId = useId();
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
        <Trans>Customer</Trans>
      </h2>
      <TextField
        label={t`Name`}
        value={form.customerName}
        autoComplete="name"
        maxLength={20}
        error={issueText(issues.customerName)}
        onChange={(e) => onChange({ customerName: e.target.value })}
      />
      <TextField
        label={t`Mobile phone`}
        value={form.customerMobilePhone}
        inputMode="tel"
        autoComplete="tel"
        placeholder="010-1234-5678"
        error={issueText(issues.customerMobilePhone)}
        onChange={(e) => onChange({ customerMobilePhone: typePhone(e.target.value) })}
      />
      <TextField
        label={t`Email (optional)`}
        type="email"
        value={form.customerEmail}
        autoComplete="email"
        hint={t`The receipt is sent here.`}
        error={issueText(issues.customerEmail)}
        onChange={(e) => onChange({ customerEmail: e.target.value })}
      />
    </section>
  );
}

/** CONSULTATION: the number the expert calls and what the member would like to talk about. */
export function ConsultationFields({ form, issues, onChange }: FieldsProps) {
  const { t } = useLingui();
  const issueText = useIssueText();
  const titleId = useId();
  const contentId = useId();
  const contentError = issueText(issues.consultationContent);
  const length = form.consultationContent.length;
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
        <Trans>Consultation</Trans>
      </h2>
      <TextField
        label={t`Phone for the consultation`}
        value={form.consultationPhone}
        inputMode="tel"
        placeholder="010-1234-5678"
        hint={t`The expert calls this number.`}
        error={issueText(issues.consultationPhone)}
        onChange={(e) => onChange({ consultationPhone: typePhone(e.target.value) })}
      />
      <div className={field.field}>
        <label className={field.label} htmlFor={contentId}>
          <Trans>What would you like to talk about?</Trans>
        </label>
        <textarea
          id={contentId}
          className={css.textarea}
          value={form.consultationContent}
          maxLength={CONSULTATION_CONTENT_MAX}
          placeholder={t`e.g. My baby wakes up often at night since starting solids.`}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${contentId}-msg`}
          onChange={(e) => onChange({ consultationContent: e.target.value })}
        />
        <p id={`${contentId}-msg`} className={contentError ? field.error : field.hint} role={contentError ? 'alert' : undefined}>
          {contentError ?? t`${length} / ${CONSULTATION_CONTENT_MAX}`}
        </p>
      </div>
    </section>
  );
}

/** The required agreements before paying, with "agree to all". */
export function TermsAgreement({ form, issues, onChange }: FieldsProps) {
  const { t } = useLingui();
  const issueText = useIssueText();
  const titleId = useId();
  const all = form.agreePurchase && form.agreeThirdParty;
  const error = issueText(issues.agreePurchase ?? issues.agreeThirdParty);
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
        <Trans>Agreements</Trans>
      </h2>
      <Checkbox
        className={css.agreeAll}
        label={t`Agree to all`}
        checked={all}
        onChange={(e) => onChange({ agreePurchase: e.target.checked, agreeThirdParty: e.target.checked })}
      />
      <Checkbox
        label={t`[Required] I have checked the order and agree to pay for it.`}
        checked={form.agreePurchase}
        aria-invalid={issues.agreePurchase ? true : undefined}
        onChange={(e) => onChange({ agreePurchase: e.target.checked })}
      />
      <Checkbox
        label={t`[Required] I agree that my order details are given to Toss Payments to process the payment.`}
        checked={form.agreeThirdParty}
        aria-invalid={issues.agreeThirdParty ? true : undefined}
        onChange={(e) => onChange({ agreeThirdParty: e.target.checked })}
      />
      {error ? (
        <p className={field.error} role="alert">
          {error}
        </p>
      ) : null}
      <Link to="/auth/terms-of-service" className={css.link}>
        {t`Read the terms of service`}
      </Link>
    </section>
  );
}
