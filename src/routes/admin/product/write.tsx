import { createFileRoute } from '@tanstack/react-router';
import { idSearch } from '../../../lib/routing/id-search.ts';
import { ProductWritePage } from '../../../domains/admin-products/product-write-page.tsx';

/** SPEC §2 /admin/product/write: a new product, or `?productId=` to change one (decision 0064). */
export const Route = createFileRoute('/admin/product/write')({
  validateSearch: idSearch('productId'),
  component: function ProductWriteRoute() {
    const { productId } = Route.useSearch();
    return <ProductWritePage key={productId ?? 'new'} productId={productId} />;
  },
});
