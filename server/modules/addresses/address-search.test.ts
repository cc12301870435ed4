import { beforeAll, describe, expect, it } from 'vitest';
import { addressesApi } from '../../../src/contract/addresses-api.ts';
import { AddressSearchUnavailableError, type AddressSearch } from '../../integrations/address-search.ts';
import { RATE_RULES } from '../../lib/rate-limit.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { errorOf } from '../../test/diary-test-kit.ts';

/** Decision 0074: GET /api/members/address-search asks the address service for the member (here the local sample). */
const clock = testClock(new Date('2026-12-03T03:00:00Z'));
const k = memberKit(() => t);
let mom: Pair;
let dad: Pair;

const search = (tokens: Pair | undefined, query: string) => t.request('GET', `/api/members/address-search?${query}`, { tokens });
const expectError = (res: { status: number; json: unknown }, status: number, message: string) =>
  expect({ status: res.status, json: res.json }).toEqual(errorOf(status, message));

const t = testApp({ clock });
beforeAll(async () => {
  mom = await k.join('jusomom', '주소검색맘');
  dad = await k.join('jusodad', '주소검색아빠');
});

describe('decision 0074: the address search', () => {
  it('answers road addresses with postal codes, a page at a time', async () => {
    const res = await search(mom, `keyword=${encodeURIComponent('판교역로 166')}`);
    expect(res.status).toBe(200);
    expect(dataOf(res, addressesApi.searchAddress.response)).toEqual({
      totalCount: 1,
      page: 1,
      refine: false,
      addresses: [
        {
          roadAddress: '경기도 성남시 분당구 판교역로 166 (백현동)',
          jibunAddress: '경기도 성남시 분당구 백현동 532',
          postalCode: '13529',
          buildingName: '카카오 판교 아지트',
        },
      ],
    });
    const second = dataOf(await search(mom, `keyword=${encodeURIComponent('서울특별시')}&page=2`), addressesApi.searchAddress.response);
    expect(second).toMatchObject({ totalCount: 6, page: 2, addresses: [] });
  });

  it('a keyword the service will not take asks to refine it; the query is capped', async () => {
    expect(dataOf(await search(mom, `keyword=${encodeURIComponent('%%%')}`), addressesApi.searchAddress.response)).toMatchObject({
      refine: true,
      addresses: [],
    });
    for (const query of [
      'keyword=a',
      `keyword=${'가'.repeat(41)}`,
      'keyword=',
      'keyword=%EB%A7%88%ED%8F%AC&page=51',
      'keyword=%EB%A7%88%ED%8F%AC&page=0',
      'page=1',
    ]) {
      expect((await search(mom, query)).status, query).toBe(400);
    }
  });

  it('members only', async () => {
    expect((await search(undefined, 'keyword=%EB%A7%88%ED%8F%AC')).status).toBe(401);
  });

  it('a service that does not answer is 503 AddressSearchUnavailableException', async () => {
    const real = t.deps.addressSearch;
    const down: AddressSearch = {
      search: async () => {
        throw new AddressSearchUnavailableError('juso did not answer');
      },
    };
    t.deps.addressSearch = down;
    try {
      expectError(await search(mom, 'keyword=%EB%A7%88%ED%8F%AC'), 503, 'AddressSearchUnavailableException');
    } finally {
      t.deps.addressSearch = real;
    }
  });

  it(`counts ${String(RATE_RULES.addressSearch.limit)} searches a minute per member; another member is not held back`, async () => {
    for (let i = 0; i < RATE_RULES.addressSearch.limit; i++) expect((await search(dad, 'keyword=%EB%91%94%EC%82%B0%EB%A1%9C')).status).toBe(200);
    expectError(await search(dad, 'keyword=%EB%91%94%EC%82%B0%EB%A1%9C'), 429, 'TooManyRequestsException');
    expect((await search(mom, 'keyword=%EB%91%94%EC%82%B0%EB%A1%9C')).status).toBe(200);
    clock.advance(RATE_RULES.addressSearch.windowSeconds * 1000 + 1000);
    expect((await search(dad, 'keyword=%EB%91%94%EC%82%B0%EB%A1%9C')).status).toBe(200);
  });
});
