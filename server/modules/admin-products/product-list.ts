/**
 * Every product in the back office (SPEC §2 /admin/product; decisions 0041, 0046, 0064): searched by
 * part of the title or the number, on sale or deleted, Korea days registered; newest first; with the
 * order items that name each product, and the same filter as CSV.
 */
import { and, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminProductRow } from '../../../src/contract/admin-products-api.ts';
import type { AdminProductListQuery } from '../../../src/contract/admin-products.ts';
import type { Db } from '../../db/client.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { contains, idIs, koreaDayRange, searchOf, type SearchSpec } from '../../lib/admin-list.ts';
import { koreaTime } from '../../lib/csv-stream.ts';
import { declareList } from '../../lib/list-declaration.ts';
import { PRODUCT_STATUS_WORDS } from '../../lib/list-words.ts';
import type { UrlSigner } from '../../lib/signed-url.ts';
import { productThumbnailUrl, type ProductRow } from '../products/product-view.ts';

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

const SORT_COLUMNS = { createdAt: products.createdAt, updatedAt: products.updatedAt, price: products.price, id: products.id };

/**
 * Order items of any state that name the product (PRODUCT items only: other types' targets are other
 * tables). The product's id is written qualified: unqualified, "id" inside the subquery would be the
 * order item's own.
 */
const orderCount =
  sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderableType} = 'PRODUCT' and ${orderItems.targetId} = "products"."id")`.mapWith(Number);

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

type Ctx = { urls: UrlSigner; now: Date };

export const productListDeclaration = declareList({
  select: (db: Pick<Db, 'select'>) => db.select({ product: products, orderCount }).from(products).$dynamic(),
  id: products.id,
  where: (query: AdminProductListQuery, _ctx: Ctx) =>
    and(searchOf(SEARCH, query.category, query.q), statusCondition(query.status), ...koreaDayRange(products.createdAt, query.from, query.to)),
  sort: (query) => SORT_COLUMNS[query.sort],
  row: ({ product, orderCount }, { urls, now }) => adminProductRow(product, orderCount, urls, now),
  csv: {
    list: 'products',
    name: '상품목록',
    columns: [
      ['상품 번호', (p) => p.id],
      ['상품명', (p) => p.title],
      ['가격(원)', (p) => p.price],
      ['상태', (p) => PRODUCT_STATUS_WORDS[p.status]],
      ['주문 수', (p) => p.orderCount],
      ['등록 시각', (p) => koreaTime(p.createdAt)],
      ['수정 시각', (p) => koreaTime(p.updatedAt)],
      ['삭제 시각', (p) => (p.deletedAt === null ? '' : koreaTime(p.deletedAt))],
    ],
  },
});

export const productList = (db: Db, urls: UrlSigner, query: AdminProductListQuery, now: Date) => productListDeclaration.page(db, query, { urls, now });
export const productCsv = (db: Db, urls: UrlSigner, query: AdminProductListQuery, now: Date) => productListDeclaration.csv(db, query, { urls, now });

/** One product, on sale or deleted, for the detail and the edit form; 404 NotFound when there is none. */
export const productOf = (db: Db, urls: UrlSigner, id: number, now: Date) => productListDeclaration.byId(db, id, { urls, now });
