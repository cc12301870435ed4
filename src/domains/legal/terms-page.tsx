import { useLingui } from '@lingui/react/macro';
import { LegalDocument } from './legal-document.tsx';
import { TERMS_KO } from './terms-ko.ts';
import './catalog.ts';

export function TermsPage() {
  const { t } = useLingui();
  return <LegalDocument title={t`Terms of service`} text={TERMS_KO} />;
}
