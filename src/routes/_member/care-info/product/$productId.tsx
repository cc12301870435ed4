import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '../../../../lib/routing/id-params.ts';
import { ProductDetailPage } from '../../../../domains/products/product-detail-page.tsx';
import { startQuery } from '../../../../lib/query/start-query.ts';
import { productQuery } from '../../../../domains/products/product-queries.ts';

/** A product's page (decision 0026; not a SPEC §2 path of its own: the detail of /care-info/product). */
export const Route = createFileRoute('/_member/care-info/product/$productId')({
  params: idParams('productId'),
  loader: ({ context, params, preload }) => {
    const id = params.productId;
    startQuery(context.queryClient, productQuery(id), { preload });
  },
  component: function ProductRoute() {
    const { productId } = Route.useParams();
    return <ProductDetailPage productId={productId} />;
  },
});
