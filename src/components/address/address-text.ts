import type { MemberAddress } from '../../contract/addresses.ts';

/** '(03925) 서울특별시 마포구 월드컵북로 396 3층 302호': postal code, road address and detail on one line. */
export const addressLine = (address: Pick<MemberAddress, 'postalCode' | 'street' | 'detail'>) => `(${address.postalCode}) ${[address.street, address.detail].filter(Boolean).join(' ')}`;
