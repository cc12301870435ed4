import { Trans } from '@lingui/react/macro';
import type { MemberAddress } from '../../contract/addresses.ts';
import { formatHomePhone, formatPhone } from '../../lib/forms/phone.ts';
import * as css from './address-summary.css.ts';
import { addressLine } from '../../components/address/address-text.ts';
import './catalog.ts';

type Props = { address: MemberAddress; id?: string; nameAs?: 'h2' | 'span' };

/**
 * One address as the member reads it: its name with the default badge, who receives it and their
 * phones, and the address on one line. Phrasing content only, so that it fits inside a <label>.
 */
export function AddressSummary({ address, id, nameAs: Name = 'span' }: Props) {
  const landline = formatHomePhone(address.receiverHomePhone);
  return (
    <span className={css.summary}>
      <Name id={id} className={css.name}>
        {address.addressName}
        {address.isDefault ? (
          <span className={css.badge}>
            <Trans>Default address</Trans>
          </span>
        ) : null}
      </Name>
      <span className={css.line}>
        {address.recipientName} · {formatPhone(address.receiverMobilePhone)}
      </span>
      <span className={css.line}>{addressLine(address)}</span>
      {address.receiverHomePhone ? (
        <span className={css.muted}>
          <Trans>Landline {landline}</Trans>
        </span>
      ) : null}
    </span>
  );
}
