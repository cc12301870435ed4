/**
 * Every product in the back office (SPEC §2 /admin/product; decisions 0041, 0046, 0064): searched by
 * part of the title or the number, on sale or deleted, Korea days registered; newest first; with the
 * order items that name each product, and the same filter as CSV.
 */
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminProductRow } from '../../../src/contract/admin-products-api.ts';
import type { AdminProductListQuery } from '../../../src/contract/admin-products.ts';
import type { Db } from '../../db/client.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { contains, idIs, koreaDayRange, listPage, orderOf, searchOf, type SearchSpec } from '../../lib/admin-list.ts';
import { koreaTime } from '../../lib/csv-stream.ts';
import type { UrlSigner } from '../../lib/signed-url.ts';
import type { CsvExport } from '../audit/csv-export.ts';
import { productThumbnailUrl, type ProductRow } from '../products/product-view.ts';

export const PRODUCT_STATUS_WORDS = { ON_SALE: '판매 중', HIDDEN: '숨김(품절)', DELETED: '삭제됨' } as const;

const SEARCH: SearchSpec<NonNullable<AdminProductListQuery['category']>> = {
  title: (q) => contains(products.title, q),
  productId: (q) => idIs(products.id, q),
};

function statusCondition(status: AdminProductListQuery['status']): SQL | undefined {
  if (status === 'ON_SALE') return and(isNull(products.deletedAt), isNull(products.hiddenAt));
  if (status === 'HIDDEN') return and(isNull(products.deletedAt), isNotNull(products.hiddenAt));
  if (status === 'DELETED') return isNotNull(products.deletedAt);
  return undefined;
}

const productWhere = (query: AdminProductListQuery) =>
  and(searchOf(SEARCH, query.category, query.q), statusCondition(query.status), ...koreaDayRange(products.createdAt, query.from, query.to));

const SORT_COLUMNS = { createdAt: products.createdAt, updatedAt: products.updatedAt, price: products.price, id: products.id };

/**
 * Order items of any state that name the product (PRODUCT items only: other types' targets are other
 * tables). The product's id is written qualified: unqualified, "id" inside the subquery would be the
 * order item's own.
 */
const orderCount =
  sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderableType} = 'PRODUCT' and ${orderItems.targetId} = "products"."id")`.mapWith(Number);

const filtered = (db: Db, query: AdminProductListQuery) => db.select({ id: products.id }).from(products).where(productWhere(query)).$dynamic();

export const adminProductRow = (row: ProductRow, orderCount: number, urls: UrlSigner, now: Date): AdminProductRow => ({
  id: row.id,
  title: row.title,
  price: row.price,
  thumbnailUrl: productThumbnailUrl(urls, row, now),
  status: row.deletedAt ? 'DELETED' : row.hiddenAt ? 'HIDDEN' : 'ON_SALE',
  orderCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null,
  hiddenAt: row.hiddenAt?.toISOString() ?? null,
});

async function productRows(db: Db, urls: UrlSigner, query: AdminProductListQuery, now: Date, offset: number, limit: number): Promise<AdminProductRow[]> {
  const rows = await db
    .select({ product: products, orderCount })
    .from(products)
    .where(productWhere(query))
    .orderBy(...orderOf(SORT_COLUMNS, products.id, query.sort, query.dir))
    .limit(limit)
    .offset(offset);
  return rows.map(({ product, orderCount }) => adminProductRow(product, orderCount, urls, now));
}

export function productList(db: Db, urls: UrlSigner, query: AdminProductListQuery, now: Date) {
  return listPage(db, query, filtered(db, query), (offset, limit) => productRows(db, urls, query, now, offset, limit));
}

export function productCsv(db: Db, urls: UrlSigner, query: AdminProductListQuery, now: Date): CsvExport {
  return {
    list: 'products',
    name: '상품목록',
    header: ['상품 번호', '상품명', '가격(원)', '상태', '주문 수', '등록 시각', '수정 시각', '삭제 시각'],
    filtered: filtered(db, query),
    read: async (offset, limit) =>
      (await productRows(db, urls, query, now, offset, limit)).map((p) => [
        p.id,
        p.title,
        p.price,
        PRODUCT_STATUS_WORDS[p.status],
        p.orderCount,
        koreaTime(p.createdAt),
        koreaTime(p.updatedAt),
        p.deletedAt === null ? '' : koreaTime(p.deletedAt),
      ]),
  };
}

/** One product, on sale or deleted, for the detail and the edit form; 404 NotFound when there is none. */
export async function productOf(db: Db, id: number) {
  const [row] = await db.select({ product: products, orderCount }).from(products).where(eq(products.id, id)).limit(1);
  return row;
}
