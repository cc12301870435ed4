/**
 * The payment list's sorts, search categories and query (decisions 0041, 0043), apart from the
 * endpoints so that /admin/payment's validateSearch carries only these (the route tree is in the
 * first pages' JS).
 */
import * as v from 'valibot';
import { adminListQuery } from './admin-list.ts';
import { ORDER_ITEM_STATUSES, ORDERABLE_TYPES } from './limits.ts';

export const ORDER_SORTS = ['createdAt', 'paidAt', 'amount', 'id'] as const;
/** The member who ordered (by part of a word, or the member number whole) or a part of Toss's orderId. */
export const ORDER_SEARCH_CATEGORIES = ['nickname', 'name', 'phone', 'id', 'loginId', 'orderNo'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export type OrderSearchCategory = (typeof ORDER_SEARCH_CATEGORIES)[number];

/**
 * The list's query: the one list pattern (decision 0041), the item status as the chip, the
 * orderable type as a filter of its own (InvalidOrderType), the range on the day the item was ordered.
 */
export const OrderListQuery = adminListQuery({
  sorts: ORDER_SORTS,
  categories: ORDER_SEARCH_CATEGORIES,
  statuses: ORDER_ITEM_STATUSES,
  statusError: 'BadRequest',
  filters: { type: v.optional(v.picklist(ORDERABLE_TYPES, 'InvalidOrderType')) },
});
export type OrderListQuery = v.InferOutput<typeof OrderListQuery>;
export type OrderListSearch = v.InferInput<typeof OrderListQuery>;
