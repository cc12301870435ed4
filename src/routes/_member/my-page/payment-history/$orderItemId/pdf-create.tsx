import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '../../../../../lib/routing/id-params.ts';
import { DiaryPdfPage } from '../../../../../domains/diary-pdf/diary-pdf-page.tsx';
import { startQuery } from '../../../../../lib/query/start-query.ts';
import { diaryPdfStateQuery } from '../../../../../domains/diary-pdf/diary-pdf-queries.ts';

export const Route = createFileRoute('/_member/my-page/payment-history/$orderItemId/pdf-create')({
  params: idParams('orderItemId'),
  loader: ({ context, params, preload }) => {
    const id = params.orderItemId;
    startQuery(context.queryClient, diaryPdfStateQuery(id), { preload });
  },
  component: function DiaryPdfRoute() {
    const { orderItemId } = Route.useParams();
    return <DiaryPdfPage orderItemId={orderItemId} />;
  },
});
