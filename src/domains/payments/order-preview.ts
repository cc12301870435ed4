import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ORDER_TARGET } from '../../contract/orders.ts';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import type { Diary } from '../../contract/diary.ts';
import type { Product } from '../../contract/products.ts';
import { childrenQuery } from '../../lib/auth/session-queries.ts';
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
 * How /payments reads what an order is for. The product and the diary entry belong to their own
 * domains, so the route hands their readers in (decision 0052); each reads only when `enabled`.
 */
export type OrderTargetReaders = {
  useProduct: (id: number, enabled: boolean) => Pick<Product, 'title' | 'price'> | undefined;
  useDiary: (id: number, enabled: boolean) => Pick<Diary, 'entryDate' | 'title'> | undefined;
};

/** The order summary of /payments, from the draft and the target's own data. */
export function useOrderPreview(draft: PaymentDraft, readers: OrderTargetReaders): OrderPreview {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const kind = ORDER_TARGET[draft.orderableDtype];
  const diary = readers.useDiary(draft.targetId, kind === 'diary');
  const children = useQuery({ ...childrenQuery(), enabled: kind === 'child' });
  const product = readers.useProduct(draft.targetId, kind === 'product');
  let target: string | null = null;
  if (kind === 'diary' && diary) {
    const date = formatKoreanDate(diary.entryDate);
    const title = diary.title;
    target = title ? t`Diary of ${date}: ${title}` : t`Diary of ${date}`;
  } else if (kind === 'child') {
    const child = children.data?.find((c) => c.id === draft.targetId);
    const name = child?.nickname;
    if (name) target = t`For ${name}`;
  } else if (kind === 'report') {
    const id = draft.targetId;
    target = t`Monthly report no. ${id}`;
  } else if (kind === 'product' && product) {
    target = product.title;
  }
  return { title: labels.type[draft.orderableDtype], target, quantity: orderQuantity(draft), amount: expectedAmount(draft, product?.price ?? null) };
}
