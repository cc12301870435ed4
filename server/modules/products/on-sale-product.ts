import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProductRow } from './product-view.ts';

/**
 * A product on sale, or 404 NotFound: SPEC §8 has no NoSuchProduct key, and a product taken off
 * sale (deletedAt) can no longer be read or bought (decision 0026).
 */
export async function onSaleProduct(q: Pick<Db, 'select'>, id: number): Promise<ProductRow> {
  const [row] = await q
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('NotFound', 'no such product on sale');
  return row;
}

/**
 * A product a member may buy now: on sale and not hidden. A hidden one (out of stock, decision 0082)
 * is refused by name, so the member reads why rather than a missing page.
 */
export async function buyableProduct(q: Pick<Db, 'select'>, id: number): Promise<ProductRow> {
  const row = await onSaleProduct(q, id);
  if (row.hiddenAt) throw new AppError('ProductHiddenException', 'the product is hidden (out of stock)');
  return row;
}
