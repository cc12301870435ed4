/**
 * Product management in the back office (SPEC §2 /admin/product, §3 Product, §5 rules, §8 messages;
 * decision 0064): the list's sorts, search categories and query, apart from the endpoints so that
 * the route's validateSearch carries only these (the route tree is in the first page's JS).
 */
import type * as v from 'valibot';
import { adminListQuery } from './admin-list.ts';

/** Newest first by default; the last change, the price and the number as further sorts. */
export const ADMIN_PRODUCT_SORTS = ['createdAt', 'updatedAt', 'price', 'id'] as const;
/** A part of the title, or the product number. */
export const ADMIN_PRODUCT_SEARCH_CATEGORIES = ['title', 'productId'] as const;
/**
 * On sale; hidden for a while (out of stock, shown again later; decision 0082); or taken off sale
 * (deleted: kept for the orders that name it, decision 0026).
 */
export const ADMIN_PRODUCT_STATUSES = ['ON_SALE', 'HIDDEN', 'DELETED'] as const;
export type AdminProductStatus = (typeof ADMIN_PRODUCT_STATUSES)[number];

/** `category=title|productId` searches; `status` ON_SALE, HIDDEN or DELETED; `from`–`to` are Korea days registered. */
export const AdminProductListQuery = adminListQuery({
  sorts: ADMIN_PRODUCT_SORTS,
  categories: ADMIN_PRODUCT_SEARCH_CATEGORIES,
  statuses: ADMIN_PRODUCT_STATUSES,
  statusError: 'BadRequest',
});
export type AdminProductListQuery = v.InferOutput<typeof AdminProductListQuery>;
export type AdminProductListSearch = v.InferInput<typeof AdminProductListQuery>;
