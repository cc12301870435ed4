import * as v from 'valibot';
import { IntText } from './admin-list.ts';
import { Str } from './primitives.ts';
import { MemberPhone } from './user.ts';

/**
 * The member's delivery addresses (decision 0026; SPEC §3 defaultAddress): one of them is the default,
 * which GET /api/users/me answers as `defaultAddress`.
 */
const Text = (min: number, max: number) => v.pipe(Str, v.trim(), v.minLength(min), v.maxLength(max));

export const AddressBody = v.object({
  /** '우리집', '회사' … */
  addressName: Text(1, 20),
  recipientName: Text(1, 20),
  receiverMobilePhone: MemberPhone,
  /** A landline with area code (02-123-4567 …), optional. */
  receiverHomePhone: v.nullable(
    v.pipe(
      Str,
      v.trim(),
      v.transform((s) => s.replace(/-/g, '')),
      v.regex(/^0\d{8,10}$/),
    ),
  ),
  /** The road-name address (도로명 주소). */
  street: Text(1, 200),
  /** Building, floor, unit; may be empty. */
  detail: Text(0, 100),
  /** The five-digit postal code (우편번호). */
  postalCode: v.pipe(Str, v.trim(), v.regex(/^\d{5}$/)),
  /** Make this the default; the first address is the default whatever is sent. */
  isDefault: v.boolean(),
});
export type AddressBody = v.InferOutput<typeof AddressBody>;

export const MemberAddress = v.object({
  id: v.number(),
  addressName: v.string(),
  recipientName: v.string(),
  receiverMobilePhone: v.string(),
  receiverHomePhone: v.nullable(v.string()),
  street: v.string(),
  detail: v.string(),
  postalCode: v.string(),
  isDefault: v.boolean(),
});
export type MemberAddress = v.InferOutput<typeof MemberAddress>;

export const AddressListData = v.object({ addresses: v.array(MemberAddress) });

/**
 * Korean address search (decision 0074): a road name, building or lot address, 2–40 characters as
 * the 도로명주소 검색 API takes them; one page of ten results at a time, at most 50 pages (the member
 * is asked to type more precisely long before).
 */
export const ADDRESS_KEYWORD_MAX = 40;
export const ADDRESS_SEARCH_PAGE_SIZE = 10;
export const ADDRESS_SEARCH_PAGES = 50;
export const AddressSearchQuery = v.object({
  keyword: v.pipe(Str, v.trim(), v.minLength(2), v.maxLength(ADDRESS_KEYWORD_MAX)),
  page: v.optional(IntText(1, ADDRESS_SEARCH_PAGES), '1'),
});
export type AddressSearchParams = v.InferInput<typeof AddressSearchQuery>;

export const FoundAddress = v.object({
  /** The road-name address (도로명 주소) the form's street takes. */
  roadAddress: v.string(),
  /** The lot address (지번 주소), shown under it to help recognise the place. */
  jibunAddress: v.string(),
  postalCode: v.pipe(v.string(), v.regex(/^\d{5}$/)),
  buildingName: v.string(),
});
export type FoundAddress = v.InferOutput<typeof FoundAddress>;

export const AddressSearchData = v.object({
  totalCount: v.number(),
  page: v.number(),
  addresses: v.array(FoundAddress),
  /** The keyword was too short, too broad or had characters the service refuses: type it more precisely. */
  refine: v.boolean(),
});
export type AddressSearchData = v.InferOutput<typeof AddressSearchData>;
