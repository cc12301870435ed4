import { createFileRoute } from '@tanstack/react-router';
import { PendingPage } from '../../../components/pending-page/pending-page.tsx';
import { ProductShelfLink } from '../../../domains/products/product-shelf-link.tsx';

export const Route = createFileRoute('/_member/care-info/')({
  component: () => (
    <>
      <PendingPage path="/care-info" />
      <ProductShelfLink />
    </>
  ),
});
