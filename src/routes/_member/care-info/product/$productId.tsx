import { Navigate, createFileRoute } from '@tanstack/react-router';
import { ProductDetailPage } from '../../../../domains/products/product-detail-page.tsx';
import { paramId, startQuery } from '../../../../lib/query/start-query.ts';
import { productQuery } from '../../../../domains/products/product-queries.ts';

/** A product's page (decision 0026; not a SPEC §2 path of its own: the detail of /care-info/product). */
export const Route = createFileRoute('/_member/care-info/product/$productId')({
  loader: ({ context, params, preload }) => {
    const id = paramId(params.productId);
    if (id !== undefined) startQuery(context.queryClient, productQuery(id), { preload });
  },
  component: function ProductRoute() {
    const { productId } = Route.useParams();
    if (paramId(productId) === undefined) return <Navigate to="/error/$code" params={{ code: '404' }} replace />;
    return <ProductDetailPage productId={Number(productId)} />;
  },
});
