import { createFileRoute } from '@tanstack/react-router';
import { DiaryPdfPage } from '../../../../../domains/diary-pdf/diary-pdf-page.tsx';
import { paramId, startQuery } from '../../../../../lib/query/start-query.ts';
import { diaryPdfStateQuery } from '../../../../../domains/diary-pdf/diary-pdf-queries.ts';

export const Route = createFileRoute('/_member/my-page/payment-history/$orderItemId/pdf-create')({
  loader: ({ context, params, preload }) => {
    const id = paramId(params.orderItemId);
    if (id !== undefined) startQuery(context.queryClient, diaryPdfStateQuery(id), { preload });
  },
  component: function DiaryPdfRoute() {
    const { orderItemId } = Route.useParams();
    return <DiaryPdfPage orderItemId={Number(orderItemId)} />;
  },
});
