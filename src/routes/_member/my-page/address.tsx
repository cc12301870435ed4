import { createFileRoute } from '@tanstack/react-router';
import { AddressListPage } from '../../../domains/addresses/address-list-page.tsx';
import { startQuery } from '../../../lib/query/start-query.ts';
import { addressesQuery } from '../../../domains/addresses/address-queries.ts';

export const Route = createFileRoute('/_member/my-page/address')({
  loader: ({ context, preload }) => startQuery(context.queryClient, addressesQuery(), { preload }),
  component: AddressListPage,
});
