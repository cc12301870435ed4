/** Address fixtures and calls shared by the address and product-order server tests (not a test file itself). */
import { expect } from 'vitest';
import { addressesApi } from '../../src/contract/addresses-api.ts';
import type { TestContext } from './harness.ts';
import { dataOf, type Pair } from './members.ts';

/** A valid address body; `extra` overrides fields. */
export const addressBody = (extra: Record<string, unknown> = {}) => ({
  addressName: '우리집',
  recipientName: '김도담',
  receiverMobilePhone: '010-1234-5678',
  receiverHomePhone: null,
  street: '서울특별시 마포구 월드컵북로 396',
  detail: '3층 302호',
  postalCode: '03925',
  isDefault: false,
  ...extra,
});

export function addressKit(context: () => TestContext) {
  const request: TestContext['request'] = (...args) => context().request(...args);
  return {
    create: (tokens: Pair, body: unknown, headers?: Record<string, string>) => request('POST', '/api/members/addresses', { tokens, body, headers }),
    edit: (tokens: Pair, id: number | string, body: unknown) => request('PUT', `/api/members/addresses/${id}`, { tokens, body }),
    read: (tokens: Pair, id: number | string) => request('GET', `/api/members/addresses/${id}`, { tokens }),
    remove: (tokens: Pair, id: number | string) => request('DELETE', `/api/members/addresses/${id}`, { tokens }),

    /** POST an address: expects 200 and answers it. */
    async add(tokens: Pair, extra: Record<string, unknown> = {}) {
      const res = await request('POST', '/api/members/addresses', { tokens, body: addressBody(extra) });
      expect(res.status).toBe(200);
      return dataOf(res, addressesApi.createAddress.response);
    },

    /** GET the member's addresses: expects 200. */
    async list(tokens: Pair) {
      const res = await request('GET', '/api/members/addresses', { tokens });
      expect(res.status).toBe(200);
      return dataOf(res, addressesApi.addresses.response).addresses;
    },
  };
}
