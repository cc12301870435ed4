import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { MemberAddress } from '../../contract/addresses.ts';
import { AddressSummary } from './address-summary.tsx';
import { Button } from '../../components/button/button.tsx';
import { button } from '../../components/button/button-class.ts';
import * as css from './addresses.css.ts';
import './catalog.ts';
import { fixParticles } from '../../contract/particles.ts';

type Props = {
  address: MemberAddress;
  busy: boolean;
  onMakeDefault: (address: MemberAddress) => void;
  onDelete: (address: MemberAddress) => void;
};

/** One address of /my-page/address with its actions; the buttons name the address for screen readers. */
export function AddressCard({ address, busy, onMakeDefault, onDelete }: Props) {
  const { t } = useLingui();
  const titleId = useId();
  const name = address.addressName;
  return (
    <article className={`${css.card} ${address.isDefault ? css.defaultCard : ''}`} aria-labelledby={titleId}>
      <AddressSummary address={address} id={titleId} nameAs="h2" />
      <div className={css.actions}>
        {address.isDefault ? null : (
          <Button
            tone="secondary"
            size="sm"
            busy={busy}
            onClick={() => onMakeDefault(address)}
            aria-label={fixParticles(t`Make ${name} the default address`, name)}
          >
            <Trans>Make default</Trans>
          </Button>
        )}
        <Link to="/my-page/address-edit" search={{ id: address.id }} className={button({ tone: 'ghost', size: 'sm' })} aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </Link>
        <Button tone="ghost" size="sm" disabled={busy} onClick={() => onDelete(address)} aria-label={t`Delete ${name}`}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </article>
  );
}
