import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '../../../domains/admin-kit/admin-list-page.tsx';
import { listSearch } from '../../../domains/admin-kit/list-search.ts';
import { idSearch } from '../../../lib/routing/id-search.ts';
import { openList } from '../../../domains/admin-kit/open-list.ts';
import { AdminProductListQuery } from '../../../contract/admin-products.ts';
import { ProductDetailPage } from '../../../domains/admin-products/product-detail-page.tsx';
import { productList } from '../../../domains/admin-products/product-list.tsx';

const listOf = listSearch(AdminProductListQuery);
const idOf = idSearch('productId');

/** SPEC §2 /admin/product: the list; `?productId=` opens a product (decision 0064). */
export const Route = createFileRoute('/admin/product/')({
  validateSearch: (raw: Record<string, unknown>) => ({ ...listOf(raw), ...idOf(raw) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, preload }) => (deps.productId === undefined ? openList(productList, context.queryClient, deps, preload) : null),
  component: function ProductRoute() {
    const { productId } = Route.useSearch();
    const view = Route.useLoaderData();
    if (productId !== undefined) return <ProductDetailPage productId={productId} />;
    return view ? <AdminListPage list={productList} view={view} /> : null;
  },
});
