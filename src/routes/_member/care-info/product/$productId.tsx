import { Navigate, createFileRoute } from '@tanstack/react-router';
import { ProductDetailPage } from '../../../../domains/products/product-detail-page.tsx';

/** A product's page (decision 0026; not a SPEC §2 path of its own: the detail of /care-info/product). */
export const Route = createFileRoute('/_member/care-info/product/$productId')({
  component: function ProductRoute() {
    const { productId } = Route.useParams();
    if (!/^[1-9]\d{0,8}$/.test(productId)) return <Navigate to="/error/$code" params={{ code: '404' }} replace />;
    return <ProductDetailPage productId={Number(productId)} />;
  },
});
