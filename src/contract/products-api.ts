import { endpoint } from './endpoint.ts';
import { Product, ProductListData, ProductListQuery } from './products.ts';
import { RowIdText } from './primitives.ts';

/** Where a product's thumbnail is served: GET with a signed query (exp, sig), like a diary photo. */
export const PRODUCT_THUMBNAIL_PATH = '/api/files/product-thumbnails/:productId';

/**
 * The child-care product catalogue (decision 0026): /care-info/product and the product order. Members
 * buy; experts may look. The operator's writes are src/contract/admin-products-api.ts (decision 0064).
 */
export const productsApi = {
  products: endpoint({
    method: 'GET',
    path: '/api/members/products',
    access: ['ROLE_MEMBER', 'ROLE_EXPERT'],
    summary: 'The products on sale, newest first; one page with `page` and `size`, every product without',
    query: ProductListQuery,
    response: ProductListData,
  }),
  product: endpoint({
    method: 'GET',
    path: '/api/members/products/:id',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER', 'ROLE_EXPERT'],
    summary: 'One product with its Lexical content (404 NotFound when there is none on sale)',
    response: Product,
  }),
} as const;
