/** The product catalogue members read (decision 0026): newest first, one page or all of it. */
import { and, count, desc, isNull } from 'drizzle-orm';
import type { Product, ProductListData, ProductListQuery } from '../../../src/contract/products.ts';
import { products } from '../../db/schema/products.ts';
import { offsetOf } from '../../lib/admin-list.ts';
import type { Deps } from '../../deps.ts';
import { onSaleProduct } from './on-sale-product.ts';
import { productSummaryView, productView } from './product-view.ts';

/** A page when `size` is not given. */
export const PRODUCT_PAGE_SIZE = 20;

export function createProductService(deps: Deps) {
  const { db } = deps.database;
  const { clock, urls } = deps;
  // A hidden product (out of stock, decision 0082) stays readable by its link but leaves the list.
  const listed = and(isNull(products.deletedAt), isNull(products.hiddenAt));

  return {
    async list(query: ProductListQuery): Promise<ProductListData> {
      const [totalRow] = await db.select({ n: count() }).from(products).where(listed);
      const total = totalRow?.n ?? 0;
      const ordered = db.select().from(products).where(listed).orderBy(desc(products.createdAt), desc(products.id));
      const size = query.size ?? PRODUCT_PAGE_SIZE;
      const rows = query.page === undefined ? await ordered : await ordered.limit(size).offset(offsetOf({ page: query.page, size }));
      const now = clock.now();
      const hasNext = query.page !== undefined && query.page * size < total;
      return { products: rows.map((row) => productSummaryView(row, urls, now)), total, hasNext };
    },

    async read(id: number): Promise<Product> {
      return productView(await onSaleProduct(db, id), urls, clock.now());
    },
  };
}
