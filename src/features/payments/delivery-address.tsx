import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId } from 'react';
import type { MemberAddress } from '../../contract/addresses.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import { formatPhone } from '../../lib/forms/phone.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { deliveryAddressesQuery } from '../../lib/query/payment-queries.ts';
import * as field from '../../components/field/field.css.ts';
import * as css from './payments.css.ts';
import './catalog.ts';

type Props = { value: number | null; onChange: (id: number | null) => void; error?: string | null };

/**
 * The delivery address of a PRODUCT order: the member's addresses with the default preselected, and
 * a way to add one that comes back to /payments (the draft keeps what was typed).
 */
export function DeliveryAddress({ value, onChange, error }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const addresses = useQuery(deliveryAddressesQuery());
  const list = addresses.data;
  const legendId = useId();
  useEffect(() => {
    if (!list) return;
    if (value !== null && list.some((a) => a.id === value)) return;
    // The default first; a chosen address deleted meanwhile falls back to it too.
    onChange((list.find((a) => a.isDefault) ?? list[0])?.id ?? null);
  }, [list, value, onChange]);
  return (
    <fieldset className={css.section} aria-labelledby={legendId} aria-invalid={error ? true : undefined}>
      <h2 id={legendId} className={css.sectionTitle}>
        <Trans>Delivery address</Trans>
      </h2>
      {addresses.isPending ? <Spinner /> : null}
      <FormAlert message={errorText(addresses.error)} />
      {list && list.length === 0 ? (
        <p className={css.empty}>
          <Trans>You have no delivery address yet. Add one to receive the product.</Trans>
        </p>
      ) : null}
      {list && list.length > 0 ? (
        <ul className={css.addressList}>
          {list.map((address) => (
            <li key={address.id}>
              <AddressOption address={address} checked={address.id === value} onSelect={() => onChange(address.id)} />
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className={field.error}>
          {error}
        </p>
      ) : null}
      <Link to="/my-page/address-edit" search={{ returnTo: '/payments' }} className={css.link}>
        {t`Add a delivery address`}
      </Link>
    </fieldset>
  );
}

function AddressOption({ address, checked, onSelect }: { address: MemberAddress; checked: boolean; onSelect: () => void }) {
  const { t } = useLingui();
  return (
    <label className={css.addressOption}>
      <input type="radio" name="delivery-address" className={css.radio} checked={checked} onChange={onSelect} />
      <strong className={css.addressLine}>
        {address.addressName}
        {address.isDefault ? ` · ${t`Default`}` : ''}
      </strong>
      <span className={css.addressLine}>
        {address.recipientName} · {formatPhone(address.receiverMobilePhone)}
      </span>
      <span className={css.addressLine}>
        ({address.postalCode}) {address.street} {address.detail}
      </span>
    </label>
  );
}
