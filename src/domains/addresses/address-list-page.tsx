import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { addressesApi } from '../../contract/addresses-api.ts';
import type { MemberAddress } from '../../contract/addresses.ts';
import { button } from '../../components/button/button-class.ts';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { call } from '../../lib/api/call.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { addressesChanged, addressesQuery } from './address-queries.ts';
import { AddressCard } from './address-card.tsx';
import * as css from './addresses.css.ts';
import './catalog.ts';
import { fixParticles } from '../../contract/particles.ts';

/** /my-page/address: the member's delivery addresses, the default first (decision 0026). */
export function AddressListPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const addresses = useQuery(addressesQuery());
  const [deleting, setDeleting] = useState<MemberAddress | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // The contract has no separate "make default" call: the address is saved as it is, marked default.
  const makeDefault = useMutation({
    mutationFn: ({ id, ...fields }: MemberAddress) => call(addressesApi.editAddress, { params: { id }, body: { ...fields, isDefault: true } }),
    onSuccess: async (address) => {
      await addressesChanged(queryClient);
      const name = address.addressName;
      setDone(fixParticles(t`${name} is now your default address.`, name));
    },
  });
  const remove = useMutation({
    mutationFn: (address: MemberAddress) => call(addressesApi.deleteAddress, { params: { id: address.id } }),
    onSuccess: async (_, address) => {
      setDeleting(null);
      await addressesChanged(queryClient);
      const name = address.addressName;
      setDone(t`${name} was deleted.`);
    },
  });
  const busy = makeDefault.isPending || remove.isPending;
  const startMakeDefault = (address: MemberAddress) => {
    setDone(null);
    makeDefault.mutate(address);
  };
  const startDelete = (address: MemberAddress) => {
    setDone(null);
    setDeleting(address);
  };
  const list = addresses.data;

  return (
    <>
      <PageHeader
        title={t`Delivery addresses`}
        back="/my-page"
        actions={
          list && list.length > 0 ? (
            <Link to="/my-page/address-edit" className={button({ tone: 'secondary', size: 'sm' })} aria-label={t`Add a delivery address`}>
              <Trans>Add</Trans>
            </Link>
          ) : null
        }
      />
      <div className={page.body}>
        {addresses.isPending ? <Spinner /> : null}
        <FormAlert message={errorText(addresses.error) ?? errorText(makeDefault.error) ?? errorText(remove.error)} />
        <div aria-live="polite">{done ? <p className={css.status}>{done}</p> : null}</div>
        {list && list.length === 0 ? (
          <section className={css.empty} aria-label={t`No delivery addresses`}>
            <Icon name="home" size={36} className={css.emptyIcon} />
            <p className={css.emptyTitle}>
              <Trans>No delivery addresses yet</Trans>
            </p>
            <p>
              <Trans>Add where products should be delivered, and ordering takes one tap.</Trans>
            </p>
            <Link to="/my-page/address-edit" className={button({})}>
              <Trans>Add an address</Trans>
            </Link>
          </section>
        ) : null}
        {list && list.length > 0 ? (
          <ul className={css.list}>
            {list.map((address) => (
              <li key={address.id}>
                <AddressCard address={address} busy={busy} onMakeDefault={startMakeDefault} onDelete={startDelete} />
              </li>
            ))}
          </ul>
        ) : null}
        {list && list.length > 1 ? (
          <p className={page.muted}>
            <Trans>The default address is chosen first when you order a product.</Trans>
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete this address?`}
        confirmLabel={t`Delete`}
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? <DeleteNotice address={deleting} others={(list?.length ?? 1) - 1} /> : null}
      </ConfirmDialog>
    </>
  );
}

/** What deleting does, including the default moving to the newest remaining address. */
function DeleteNotice({ address, others }: { address: MemberAddress; others: number }) {
  const name = address.addressName;
  return (
    <p>
      {address.isDefault && others > 0 ? (
        <Trans>{name} will be deleted. The most recently added address becomes your default address.</Trans>
      ) : (
        <Trans>{name} will be deleted.</Trans>
      )}
    </p>
  );
}
