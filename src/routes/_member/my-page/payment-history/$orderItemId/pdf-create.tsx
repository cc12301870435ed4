import { createFileRoute } from '@tanstack/react-router';
import { DiaryPdfPage } from '../../../../../domains/diary-pdf/diary-pdf-page.tsx';

export const Route = createFileRoute('/_member/my-page/payment-history/$orderItemId/pdf-create')({
  component: function DiaryPdfRoute() {
    const { orderItemId } = Route.useParams();
    return <DiaryPdfPage orderItemId={Number(orderItemId)} />;
  },
});
