import type { MemberAddress } from '../../../src/contract/addresses.ts';
import type { ShippingAddress } from '../../../src/contract/orders.ts';
import type { addresses } from '../../db/schema/addresses.ts';
import type * as v from 'valibot';

export type AddressRow = typeof addresses.$inferSelect;

/** SPEC §3 address fields: GET /api/users/me's defaultAddress and a product order's snapshot. */
export function shippingAddressOf(row: AddressRow): v.InferOutput<typeof ShippingAddress> {
  return {
    addressName: row.addressName,
    recipientName: row.recipientName,
    receiverMobilePhone: row.receiverMobilePhone,
    receiverHomePhone: row.receiverHomePhone,
    street: row.street,
    detail: row.detail,
    postalCode: row.postalCode,
  };
}

/** One address as /my-page/address lists it. */
export const addressView = (row: AddressRow): MemberAddress => ({ id: row.id, ...shippingAddressOf(row), isDefault: row.isDefault });
