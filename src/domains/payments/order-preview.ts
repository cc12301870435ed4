import { useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_TARGET } from '../../contract/orders.ts';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import { diaryApi } from '../../contract/diary-api.ts';
import { call } from '../../lib/api/call.ts';
import { productQuery } from '../../lib/query/product-queries.ts';
import { childrenQuery } from '../../lib/query/session-queries.ts';
import type { PaymentDraft } from '../../lib/payment/payment-draft.ts';
import { expectedAmount, orderQuantity } from './checkout-form.ts';
import { useOrderLabels } from './labels.ts';
import './catalog.ts';

export type OrderPreview = {
  /** The type in Korean ('전문가 상담'). */
  title: string;
  /** What it is for: the child, the diary entry, the product (null while loading). */
  target: string | null;
  quantity: number;
  /** What the member will pay, null until known (a product's price comes from its row). */
  amount: number | null;
};

/**
 * The diary entry an expert comment is ordered for, read through the contract by this domain itself
 * (domains never import each other, decision 0039): only its day and title are shown.
 */
const orderedDiaryQuery = (id: number) =>
  queryOptions({
    queryKey: ['payments', 'diary', id] as const,
    queryFn: ({ signal }) => call(diaryApi.diary, { params: { id }, signal, navigateOnError: false }),
  });

/** The order summary of /payments, from the draft and the target's own data. */
export function useOrderPreview(draft: PaymentDraft): OrderPreview {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const kind = ORDER_TARGET[draft.orderableDtype];
  const diary = useQuery({ ...orderedDiaryQuery(draft.targetId), enabled: kind === 'diary' });
  const children = useQuery({ ...childrenQuery(), enabled: kind === 'child' });
  const product = useQuery({ ...productQuery(draft.targetId), enabled: kind === 'product' });
  let target: string | null = null;
  if (kind === 'diary' && diary.data) {
    const date = formatKoreanDate(diary.data.entryDate);
    const title = diary.data.title;
    target = title ? t`Diary of ${date}: ${title}` : t`Diary of ${date}`;
  } else if (kind === 'child') {
    const child = children.data?.find((c) => c.id === draft.targetId);
    const name = child?.nickname;
    if (name) target = t`For ${name}`;
  } else if (kind === 'report') {
    const id = draft.targetId;
    target = t`Monthly report no. ${id}`;
  } else if (kind === 'product' && product.data) {
    target = product.data.title;
  }
  return { title: labels.type[draft.orderableDtype], target, quantity: orderQuantity(draft), amount: expectedAmount(draft, product.data?.price ?? null) };
}
