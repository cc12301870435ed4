import type { Hono } from 'hono';
import { adminProductsApi } from '../../../src/contract/admin-products-api.ts';
import { productView } from '../products/product-view.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { actorOf } from '../audit/audit.service.ts';
import { exportCsv } from '../audit/csv-export.ts';
import { adminProductRow, productCsv, productList, productOf } from './product-list.ts';
import { createProduct, deleteProducts, setProductVisibility, stageThumbnail, updateProduct } from './product-write.ts';

/**
 * Product management (decision 0064): the list, its audited CSV, one product, the thumbnail upload
 * and the writes. The CSV and delete paths are registered before :productId (Hono answers with the
 * first match).
 */
export function adminProductsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock, urls } = deps;
  mount(app, adminProductsApi.adminProducts, ({ query }) => productList(db, urls, query, clock.now()));
  mountFile(app, adminProductsApi.adminProductsCsv, ({ c, query }) => {
    const now = clock.now();
    return exportCsv(db, c, now, productCsv(db, urls, query, now));
  });
  mount(app, adminProductsApi.deleteProducts, ({ c, body }) => deleteProducts(db, actorOf(c), body.productIds, body.reason, clock.now()));
  mount(app, adminProductsApi.adminProduct, async ({ params }) => {
    const now = clock.now();
    const found = await productOf(db, urls, params.productId, now);
    if (!found) throw new AppError('NotFound', 'no such product');
    const { content, contentText } = productView(found.product, urls, now);
    return { ...adminProductRow(found.product, found.orderCount, urls, now), content, contentText };
  });
  mount(app, adminProductsApi.uploadProductThumbnail, ({ c }) => stageThumbnail(deps, c.req.raw, c.req.header('content-type')));
  mount(app, adminProductsApi.createProduct, ({ c, body }) => createProduct(deps, actorOf(c), body));
  mount(app, adminProductsApi.setProductVisibility, ({ c, params, body }) =>
    setProductVisibility(db, actorOf(c), params.productId, body.hidden, body.reason, clock.now()),
  );
  mount(app, adminProductsApi.updateProduct, ({ c, params, body }) => updateProduct(deps, actorOf(c), params.productId, body));
}
