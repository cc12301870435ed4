import * as v from 'valibot';
import { buildPath } from '../../../src/contract/endpoint.ts';
import { Product, type ProductSummary } from '../../../src/contract/products.ts';
import { PRODUCT_THUMBNAIL_PATH } from '../../../src/contract/products-api.ts';
import type { products } from '../../db/schema/products.ts';
import type { UrlSigner } from '../../lib/signed-url.ts';

export type ProductRow = typeof products.$inferSelect;

/** The signed link an <img> loads the thumbnail from (decision 0012); a new picture changes it. */
export const productThumbnailUrl = (urls: UrlSigner, row: Pick<ProductRow, 'id' | 'thumbnailKey'>, now: Date) =>
  urls.sign(buildPath(PRODUCT_THUMBNAIL_PATH, { productId: row.id }), row.thumbnailKey, now);

export const productSummaryView = (row: ProductRow, urls: UrlSigner, now: Date): ProductSummary => ({
  id: row.id,
  title: row.title,
  price: row.price,
  thumbnailUrl: productThumbnailUrl(urls, row, now),
});

/** The stored jsonb read back through the contract (never trusted as a cast). */
const contentOf = (row: Pick<ProductRow, 'content'>) => v.parse(Product.entries.content, row.content);

export const productView = (row: ProductRow, urls: UrlSigner, now: Date): Product => ({
  ...productSummaryView(row, urls, now),
  content: contentOf(row),
  contentText: row.contentText,
  updatedAt: row.updatedAt.toISOString(),
  soldOut: row.hiddenAt !== null,
});
