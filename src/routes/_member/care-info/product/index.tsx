import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '../../../../domains/products/product-list-page.tsx';

export const Route = createFileRoute('/_member/care-info/product/')({
  component: ProductListPage,
});
