/**
 * Product management (SPEC §2 /admin/product and /admin/product/write; decision 0064): the list and
 * its CSV, one product, the thumbnail upload, writing and taking products off sale. A thumbnail is
 * uploaded first (its bytes as the body, checked by content, with progress) and named in the write
 * by the signed token the upload answers, so a product is written whole or not at all.
 */
import * as v from 'valibot';
import { AdminReason } from './admin-reason.ts';
import { adminPage, BulkResult } from './admin-list.ts';
import { ADMIN_PRODUCT_STATUSES, AdminProductListQuery } from './admin-products.ts';
import { endpoint } from './endpoint.ts';
import { RowId, rowIdText, storableText } from './primitives.ts';
import { ProductWriteBody } from './products.ts';

/** Products one bulk delete takes at most (the largest page of the list). */
export const BULK_PRODUCTS_MAX = 100;
/** Thumbnails: a picture from a camera or a design tool fits; refused while the body is read (413). */
export const PRODUCT_THUMBNAIL_LIMIT_BYTES = 10 * 1024 * 1024;
export const PRODUCT_THUMBNAIL_UPLOAD_PATH = '/api/admin/product-thumbnails';

export const AdminProductRow = v.object({
  id: v.number(),
  title: v.string(),
  price: v.number(),
  /** A signed link (decision 0012), valid for a day or two. */
  thumbnailUrl: v.string(),
  status: v.picklist(ADMIN_PRODUCT_STATUSES),
  /** Order items that name the product, in any state (a deleted product keeps them). */
  orderCount: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
  deletedAt: v.nullable(v.string()),
  /** Since when it is hidden from members (out of stock); null while on sale. */
  hiddenAt: v.nullable(v.string()),
});
export type AdminProductRow = v.InferOutput<typeof AdminProductRow>;
export const AdminProductPage = adminPage(AdminProductRow);

export const AdminProductDetail = v.object({
  ...AdminProductRow.entries,
  content: v.record(v.string(), v.unknown()),
  contentText: v.string(),
});
export type AdminProductDetail = v.InferOutput<typeof AdminProductDetail>;

/** The upload's answer: the token a write names the picture by (signed; valid a day or two). */
export const ProductThumbnailToken = v.pipe(
  v.string('InvalidProductThumbnail'),
  storableText,
  v.regex(/^[a-z][a-z0-9-]*\/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{2,5}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/, 'InvalidProductThumbnail'),
);
export const ProductThumbnailUpload = v.object({ thumbnailToken: v.string() });

/** A new product: SPEC §5's rules (ProductWriteBody) and its uploaded thumbnail (required). */
export const ProductCreateBody = v.object({
  ...ProductWriteBody.entries,
  thumbnailToken: ProductThumbnailToken,
});
export type ProductCreateBody = v.InferOutput<typeof ProductCreateBody>;

/** A change: the same fields; without a token the thumbnail stays. */
export const ProductUpdateBody = v.object({
  ...ProductWriteBody.entries,
  thumbnailToken: v.optional(ProductThumbnailToken),
});
export type ProductUpdateBody = v.InferOutput<typeof ProductUpdateBody>;

export const ProductDeleteBody = v.object({
  productIds: v.pipe(v.array(RowId), v.minLength(1), v.maxLength(BULK_PRODUCTS_MAX)),
  reason: AdminReason,
});

export const ProductWritten = v.object({ id: v.number() });

/** Hide a product on sale from members (out of stock), or show a hidden one again; with the audit log's reason. */
export const ProductVisibilityBody = v.object({ hidden: v.boolean(), reason: AdminReason });

const admin = ['ROLE_ADMIN'] as const;
const ProductIdText = rowIdText('InvalidProductId');

export const adminProductsApi = {
  adminProducts: endpoint({
    method: 'GET',
    path: '/api/admin/products',
    access: admin,
    summary: 'Every product: by part of the title or the number, on sale or deleted, Korea days registered; a page',
    query: AdminProductListQuery,
    response: AdminProductPage,
  }),
  adminProductsCsv: endpoint({
    method: 'GET',
    path: '/api/admin/products/csv',
    access: admin,
    summary: 'The product list of the same filter as CSV (Korea time, at most 10,000 rows; the export is audited)',
    query: AdminProductListQuery,
    response: v.string(),
    produces: 'text/csv',
  }),
  adminProduct: endpoint({
    method: 'GET',
    path: '/api/admin/products/:productId',
    params: { productId: ProductIdText },
    access: admin,
    summary: 'One product, on sale or deleted, with its content and its order count (404 NotFound when there is none)',
    response: AdminProductDetail,
  }),
  uploadProductThumbnail: endpoint({
    method: 'POST',
    path: PRODUCT_THUMBNAIL_UPLOAD_PATH,
    access: admin,
    summary:
      'A thumbnail for a product write: the raw bytes of a JPG, PNG, GIF or WEBP as the body (checked by content, re-encoded), at most PRODUCT_THUMBNAIL_LIMIT_BYTES; answers the token the write names it by',
    consumes: 'image/*',
    response: ProductThumbnailUpload,
  }),
  createProduct: endpoint({
    method: 'POST',
    path: '/api/admin/products',
    access: admin,
    summary: 'A new product on sale (SPEC §5: title, price not below 0, thumbnail, content); audited',
    body: ProductCreateBody,
    response: ProductWritten,
  }),
  updateProduct: endpoint({
    method: 'PUT',
    path: '/api/admin/products/:productId',
    params: { productId: ProductIdText },
    access: admin,
    summary: 'Change a product on sale; orders already made keep what they were sold (their snapshot); audited',
    body: ProductUpdateBody,
    response: ProductWritten,
  }),
  deleteProducts: endpoint({
    method: 'POST',
    path: '/api/admin/products/delete',
    access: admin,
    summary: `Take up to ${BULK_PRODUCTS_MAX} products off sale with one reason, in one transaction, each audited; their orders keep them`,
    body: ProductDeleteBody,
    response: BulkResult,
  }),
  setProductVisibility: endpoint({
    method: 'PUT',
    path: '/api/admin/products/:productId/visibility',
    params: { productId: ProductIdText },
    access: admin,
    summary:
      'Hide a product from members (out of stock: not listed, ProductHiddenException when bought) or show it again, without deleting it; NotFound for a deleted one; audited',
    body: ProductVisibilityBody,
    response: ProductWritten,
  }),
} as const;
