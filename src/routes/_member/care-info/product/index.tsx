import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '../../../../features/products/product-list-page.tsx';

export const Route = createFileRoute('/_member/care-info/product/')({
  component: ProductListPage,
});
