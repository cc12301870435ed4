import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '../../../../domains/products/product-list-page.tsx';
import { startInfiniteQuery } from '../../../../lib/query/start-query.ts';
import { productPagesQuery } from '../../../../domains/products/product-queries.ts';

export const Route = createFileRoute('/_member/care-info/product/')({
  loader: ({ context, preload }) => startInfiniteQuery(context.queryClient, productPagesQuery(), { preload }),
  component: ProductListPage,
});
