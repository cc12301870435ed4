import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { buildPath } from '../../../src/contract/endpoint.ts';
import { PRODUCT_THUMBNAIL_PATH, productsApi } from '../../../src/contract/products-api.ts';
import { products } from '../../db/schema/products.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { signedImageResponse } from '../../lib/signed-image-response.ts';
import { createProductService } from './products.service.ts';
import { filesApi } from '../../../src/contract/files-api.ts';

/** Decision 0026: the product list and detail, and the thumbnails their signed links load. */
export function productsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const service = createProductService(deps);
  mount(app, productsApi.products, ({ query }) => service.list(query));
  mount(app, productsApi.product, ({ params }) => service.read(params.id));

  // The signature is the authorisation (an <img> sends no bearer header); it covers the stored key.
  mountFile(app, filesApi.productThumbnail, async ({ c, params: { productId }, query }) => {
    const [row] = await db.select({ key: products.thumbnailKey }).from(products).where(eq(products.id, productId)).limit(1);
    return signedImageResponse(c, deps, { path: buildPath(PRODUCT_THUMBNAIL_PATH, { productId }), query }, row?.key, `product-${productId}`);
  });
}
