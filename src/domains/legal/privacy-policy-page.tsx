import { useLingui } from '@lingui/react/macro';
import { LegalDocument } from './legal-document.tsx';
import { PRIVACY_POLICY_KO } from './privacy-policy-ko.ts';
import './catalog.ts';

export function PrivacyPolicyPage() {
  const { t } = useLingui();
  return <LegalDocument title={t`Privacy policy`} text={PRIVACY_POLICY_KO} />;
}
