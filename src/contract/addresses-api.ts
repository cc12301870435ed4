import * as v from 'valibot';
import { AddressBody, AddressListData, AddressSearchData, AddressSearchQuery, MemberAddress } from './addresses.ts';
import { endpoint } from './endpoint.ts';
import { RowIdText } from './primitives.ts';

/** The member's addresses (decision 0026): /my-page/address, /my-page/address-edit and the product order. */
export const addressesApi = {
  addresses: endpoint({
    method: 'GET',
    path: '/api/members/addresses',
    access: ['ROLE_MEMBER'],
    summary: 'The member\u2019s delivery addresses, the default first',
    response: AddressListData,
  }),
  createAddress: endpoint({
    method: 'POST',
    path: '/api/members/addresses',
    access: ['ROLE_MEMBER'],
    summary: 'Add an address (the first one becomes the default)',
    body: AddressBody,
    response: MemberAddress,
  }),
  address: endpoint({
    method: 'GET',
    path: '/api/members/addresses/:id',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'One address of the member (NoSuchAddressException)',
    response: MemberAddress,
  }),
  editAddress: endpoint({
    method: 'PUT',
    path: '/api/members/addresses/:id',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'Change an address',
    body: AddressBody,
    response: MemberAddress,
  }),
  deleteAddress: endpoint({
    method: 'DELETE',
    path: '/api/members/addresses/:id',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'Delete an address; deleting the default makes the newest remaining one the default',
    response: v.null(),
  }),
  searchAddress: endpoint({
    method: 'GET',
    path: '/api/members/address-search',
    query: AddressSearchQuery,
    access: ['ROLE_MEMBER'],
    summary:
      'Korean address search by road name, building or lot (juso.go.kr, decision 0074); AddressSearchUnavailableException when the service does not answer',
    response: AddressSearchData,
  }),
} as const;
