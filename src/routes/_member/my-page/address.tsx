import { createFileRoute } from '@tanstack/react-router';
import { AddressListPage } from '../../../domains/addresses/address-list-page.tsx';

export const Route = createFileRoute('/_member/my-page/address')({
  component: AddressListPage,
});
