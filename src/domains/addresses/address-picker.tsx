import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId } from 'react';
import { addressesQuery } from './address-queries.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { button } from '../../components/button/button-class.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as css from './address-picker.css.ts';
import { AddressSummary } from './address-summary.tsx';
import { addressToChoose } from '../../components/address/address-text.ts';
import './catalog.ts';

type Props = {
  /** The chosen address id; null until one is chosen (the default is then chosen for the member). */
  value: number | null;
  onChange: (id: number) => void;
  /** Where "add an address" comes back to after saving (e.g. '/payments'). */
  returnTo: string;
};

/**
 * The member's delivery addresses as radio buttons, the default chosen first (decision 0026, for a
 * PRODUCT order on /payments, whose route hands it to the checkout: decision 0052), with a link to
 * add one that comes back to `returnTo`.
 */
export function AddressPicker({ value, onChange, returnTo }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const name = useId();
  const addresses = useQuery(addressesQuery());
  const list = addresses.data;

  useEffect(() => {
    const chosen = list ? addressToChoose(list, value) : null;
    if (chosen !== null && chosen !== value) onChange(chosen);
  }, [list, value, onChange]);

  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{t`Delivery address`}</legend>
      {addresses.isPending ? <Spinner /> : null}
      <FormAlert message={errorText(addresses.error)} />
      {list && list.length === 0 ? (
        <p className={css.empty}>
          <Trans>No delivery address yet. Add one to receive the product.</Trans>
        </p>
      ) : null}
      {list && list.length > 0 ? (
        <ul className={css.options}>
          {list.map((address) => (
            <li key={address.id}>
              <label className={css.option}>
                <input type="radio" className={css.radio} name={name} value={address.id} checked={address.id === value} onChange={() => onChange(address.id)} />
                <AddressSummary address={address} />
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <Link to="/my-page/address-edit" search={{ returnTo }} className={`${button({ tone: 'secondary', size: 'sm' })} ${css.add}`}>
        <Trans>Add a new address</Trans>
      </Link>
    </fieldset>
  );
}
