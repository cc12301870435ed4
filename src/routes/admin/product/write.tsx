import { createFileRoute } from '@tanstack/react-router';
import { urlId, urlValues, type ListUrl } from '../../../domains/admin-kit/list-search.ts';
import { ProductWritePage } from '../../../domains/admin-products/product-write-page.tsx';

/** SPEC §2 /admin/product/write: a new product, or `?productId=` to change one (decision 0064). */
export const Route = createFileRoute('/admin/product/write')({
  validateSearch: (search): ListUrl<{ productId: string }> => urlValues(search),
  component: function ProductWriteRoute() {
    const productId = urlId(Route.useSearch().productId);
    return <ProductWritePage key={productId ?? 'new'} productId={productId} />;
  },
});
