import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { accountApi } from '../../contract/account-api.ts';
import { call } from '../../lib/api/call.ts';
import { formatPhone } from '../../lib/forms/phone.ts';
import * as css from '../field/field.css.ts';
import { PhoneCodeFields } from './phone-code-fields.tsx';
import '../catalog.ts';

type Props = { verifiedPhone: string | null; onVerified: (phone: string) => void };

const requestCode = (phone: string) => call(accountApi.phoneAuth, { body: { value: phone } });
const submitCode = (_phone: string, code: string) => call(accountApi.phoneSubmit, { body: { value: code } });

/** SPEC §5: the member's own phone — request a code, then submit it before it expires; then "verified". */
export function PhoneVerification({ verifiedPhone, onVerified }: Props) {
  const [done, setDone] = useState<string | null>(verifiedPhone);

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
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>
        <Trans>Mobile phone verification</Trans>
      </legend>
      <PhoneCodeFields
        requestCode={requestCode}
        submitCode={submitCode}
        onVerified={(phone) => {
          setDone(phone);
          onVerified(phone);
        }}
      />
    </fieldset>
  );
}
