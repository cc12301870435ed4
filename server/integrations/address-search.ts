/**
 * Korean address search (decision 0074): the 도로명주소 검색 API of juso.go.kr (행정안전부), a GET
 * to addrLinkApi.do with the approval key (confmKey), the keyword, the page and resultType=json.
 * The answer is parsed with valibot; only the parts the address form fills are kept (road and jibun
 * address, postal code, building name). A keyword the service will not search (too short, too
 * broad, special characters: its E0005–E0013 and E0015) is "refine the keyword", not a failure; a
 * refused key, its system error or no usable answer at all is AddressSearchUnavailableError.
 *
 * Production calls the real service with JUSO_API_KEY; development and the server tests reach the
 * local stand-in (juso-fake.ts) in-process through `fetch`, the end-to-end tests over HTTP.
 */
import * as v from 'valibot';
import { ADDRESS_SEARCH_PAGE_SIZE } from '../../src/contract/addresses.ts';

export const JUSO_URL = 'https://business.juso.go.kr/addrlink/addrLinkApi.do';
/** How many results one page holds (the contract's page size). */
export const ADDRESS_PAGE_SIZE = ADDRESS_SEARCH_PAGE_SIZE;

export type FoundAddress = { roadAddress: string; jibunAddress: string; postalCode: string; buildingName: string };
export type AddressSearchPage = { totalCount: number; page: number; addresses: FoundAddress[]; refine: boolean };
export type AddressSearch = { search(keyword: string, page: number): Promise<AddressSearchPage> };

export class AddressSearchUnavailableError extends Error {
  override name = 'AddressSearchUnavailableError';
}

const JusoItem = v.object({
  roadAddr: v.string(),
  jibunAddr: v.nullish(v.string(), ''),
  zipNo: v.string(),
  bdNm: v.nullish(v.string(), ''),
});
const JusoAnswer = v.object({
  results: v.object({
    common: v.object({
      errorCode: v.string(),
      errorMessage: v.nullish(v.string(), ''),
      // The service sends numbers as text ("12").
      totalCount: v.nullish(v.union([v.string(), v.number()]), '0'),
    }),
    juso: v.nullish(v.array(JusoItem), []),
  }),
});

/** Keyword problems the service answers with: the member is asked to type more precisely. */
const REFINE_CODES = new Set(['E0005', 'E0006', 'E0008', 'E0009', 'E0010', 'E0011', 'E0012', 'E0013', 'E0015']);

/**
 * The service refuses SQL reserved words and most special characters (E0013); they never help a
 * Korean address, so they are taken out before asking.
 */
export function cleanKeyword(keyword: string): string {
  return keyword
    .replace(/[%=><[\]{}"';\\`^|&*+?!#$~]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

type Options = { url: string; confmKey: string; fetch?: typeof fetch; timeoutMs?: number };

export function createJusoAddressSearch({ url, confmKey, fetch: fetcher = fetch, timeoutMs = 5000 }: Options): AddressSearch {
  return {
    async search(keyword, page) {
      const cleaned = cleanKeyword(keyword);
      if (cleaned.length < 2) return { totalCount: 0, page, addresses: [], refine: true };
      const query = new URLSearchParams({
        confmKey,
        currentPage: String(page),
        countPerPage: String(ADDRESS_PAGE_SIZE),
        keyword: cleaned,
        resultType: 'json',
      });
      let body: unknown;
      try {
        const response = await fetcher(`${url}?${query.toString()}`, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new AddressSearchUnavailableError(`juso answered ${String(response.status)}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof AddressSearchUnavailableError) throw error;
        throw new AddressSearchUnavailableError(`juso did not answer: ${error instanceof Error ? error.message : String(error)}`);
      }
      const parsed = v.safeParse(JusoAnswer, body);
      if (!parsed.success) throw new AddressSearchUnavailableError('juso answered something that is not its JSON');
      const { common, juso } = parsed.output.results;
      if (REFINE_CODES.has(common.errorCode)) return { totalCount: 0, page, addresses: [], refine: true };
      if (common.errorCode !== '0') throw new AddressSearchUnavailableError(`juso refused: ${common.errorCode} ${common.errorMessage}`);
      const totalCount = Number(common.totalCount);
      return {
        totalCount: Number.isSafeInteger(totalCount) && totalCount >= 0 ? totalCount : 0,
        page,
        // A result without a five-digit postal code could not be saved (AddressBody): left out.
        addresses: juso
          .filter((item) => /^\d{5}$/.test(item.zipNo.trim()))
          .map((item) => ({
            roadAddress: item.roadAddr.trim(),
            jibunAddress: item.jibunAddr.trim(),
            postalCode: item.zipNo.trim(),
            buildingName: item.bdNm.trim(),
          })),
        refine: false,
      };
    },
  };
}
