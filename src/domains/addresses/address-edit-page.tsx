import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useRef } from 'react';
import type * as v from 'valibot';
import { addressesApi } from '../../contract/addresses-api.ts';
import type { AddressBody } from '../../contract/addresses.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { call } from '../../lib/api/call.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { addressesChanged, addressesQuery, addressQuery } from './address-queries.ts';
import { emptyAddressForm, formOf } from './address-form-state.ts';
import { AddressForm } from './address-form.tsx';
import './catalog.ts';

type Props = { id: number | undefined; returnTo: string | undefined };
type Body = v.InferInput<typeof AddressBody>;

/**
 * One Idempotency-Key per body: a save retried after a lost answer adds one address, and a changed
 * form is a new request with a new key (decision 0026).
 */
function useIdempotencyKey(): (body: Body) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (body) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
    return last.current.key;
  };
}

/** /my-page/address-edit: a new address, or `?id=` to edit one; `?returnTo=` comes back after saving. */
export function AddressEditPage({ id, returnTo }: Props) {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const keyFor = useIdempotencyKey();
  const list = useQuery({ ...addressesQuery(), enabled: id === undefined });
  const address = useQuery({ ...addressQuery(id ?? 0), enabled: id !== undefined });
  const back = returnTo ?? '/my-page/address';

  const save = useMutation({
    mutationFn: (body: Body) => {
      const headers = { 'Idempotency-Key': keyFor(body) };
      return id === undefined ? call(addressesApi.createAddress, { body, headers }) : call(addressesApi.editAddress, { params: { id }, body, headers });
    },
    onSuccess: async () => {
      await addressesChanged(queryClient);
      await router.navigate({ href: back, replace: true });
    },
  });

  const loading = id === undefined ? list.isPending : address.isPending;
  const first = id === undefined && list.data?.length === 0;
  return (
    <>
      <PageHeader title={id === undefined ? t`Add a delivery address` : t`Edit delivery address`} back={back} />
      <div className={page.body}>
        {loading ? <Spinner /> : null}
        <FormAlert message={errorText(list.error) ?? errorText(address.error)} />
        {id === undefined && list.data ? (
          <AddressForm
            initial={emptyAddressForm(first)}
            defaultLocked={first ? 'first' : null}
            saving={save.isPending}
            error={errorText(save.error)}
            onSave={save.mutateAsync}
          />
        ) : null}
        {id !== undefined && address.data ? (
          <AddressForm
            initial={formOf(address.data)}
            defaultLocked={address.data.isDefault ? 'current' : null}
            saving={save.isPending}
            error={errorText(save.error)}
            onSave={save.mutateAsync}
          />
        ) : null}
      </div>
    </>
  );
}
