import { createFileRoute } from '@tanstack/react-router';
import { AddressEditPage } from '../../../domains/addresses/address-edit-page.tsx';
import { inAppPath } from '../../../lib/auth/paths.ts';
import { addressQuery } from '../../../domains/addresses/address-queries.ts';
import { startQuery } from '../../../lib/query/start-query.ts';

type Search = { id?: number | undefined; returnTo?: string | undefined };

/** ?id=<address> edits that address (else a new one); ?returnTo=<path> is where a save goes back to. */
export const Route = createFileRoute('/_member/my-page/address-edit')({
  validateSearch: (search): Search => {
    const id = typeof search.id === 'number' || typeof search.id === 'string' ? Number(search.id) : NaN;
    // Both keys always: the router merges the raw query under what this returns, so a refused
    // value must be overwritten, not left out.
    return { id: Number.isInteger(id) && id > 0 ? id : undefined, returnTo: inAppPath(search.returnTo) };
  },
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps, preload }) => {
    if (deps.id !== undefined) startQuery(context.queryClient, addressQuery(deps.id), { preload });
  },
  component: function AddressEditRoute() {
    const { id, returnTo } = Route.useSearch();
    return <AddressEditPage key={id ?? 'new'} id={id} returnTo={returnTo} />;
  },
});
