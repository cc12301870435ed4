import type { MemberAddress } from '../../contract/addresses.ts';

/** '(03925) 서울특별시 마포구 월드컵북로 396 3층 302호': postal code, road address and detail on one line. */
export const addressLine = (address: Pick<MemberAddress, 'postalCode' | 'street' | 'detail'>) =>
  `(${address.postalCode}) ${[address.street, address.detail].filter(Boolean).join(' ')}`;

/**
 * The address the picker shows chosen: `value` while it is one of the member's, else the default
 * (else the first) — nothing chosen yet, or the chosen one deleted meanwhile. Null without addresses.
 */
export function addressToChoose(addresses: readonly Pick<MemberAddress, 'id' | 'isDefault'>[], value: number | null): number | null {
  if (addresses.some((address) => address.id === value)) return value;
  return (addresses.find((address) => address.isDefault) ?? addresses[0])?.id ?? null;
}
