import { useQuery } from '@tanstack/react-query';
import { ORDER_TARGET } from '../../contract/orders.ts';
import { diaryTarget, orderItemName, reportTarget } from '../../contract/order-names.ts';
import type { Diary } from '../../contract/diary.ts';
import type { Product } from '../../contract/products.ts';
import type { ReportListItem } from '../../contract/reports.ts';
import { childrenQuery } from '../../lib/auth/session-queries.ts';
import type { PaymentDraft } from '../../lib/payment/payment-draft.ts';
import { expectedAmount, orderQuantity } from './checkout-form.ts';
import { useOrderLabels } from './labels.ts';
import './catalog.ts';

export type OrderPreview = {
  /** The type ('전문가 상담'), as the payment history labels it. */
  title: string;
  /**
   * The item's name as the server will keep it and the payment history will show it
   * ('월간 리포트 전문가 피드백 (도담이 2026년 11월)', decision 0080); null while its target loads.
   */
  name: string | null;
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
  useReport: (id: number, enabled: boolean) => Pick<ReportListItem, 'childNickname' | 'month'> | undefined;
};

/** The order summary of /payments, from the draft and the target's own data. */
export function useOrderPreview(draft: PaymentDraft, readers: OrderTargetReaders): OrderPreview {
  const labels = useOrderLabels();
  const type = draft.orderableDtype;
  const kind = ORDER_TARGET[type];
  const diary = readers.useDiary(draft.targetId, kind === 'diary');
  const report = readers.useReport(draft.targetId, kind === 'report');
  const children = useQuery({ ...childrenQuery(), enabled: kind === 'child' });
  const product = readers.useProduct(draft.targetId, kind === 'product');
  const nickname = children.data?.find((c) => c.id === draft.targetId)?.nickname;
  let name: string | null = null;
  if (type === 'PRODUCT') name = product?.title ?? null;
  else if (type === 'DIARY_COMMENT') name = diary ? orderItemName(type, diaryTarget(diary.entryDate)) : null;
  else if (type === 'REPORT_ANALYSIS') name = report ? orderItemName(type, reportTarget(report.childNickname, report.month)) : null;
  else name = nickname ? orderItemName(type, nickname) : null;
  return { title: labels.type[type], name, quantity: orderQuantity(draft), amount: expectedAmount(draft, product?.price ?? null) };
}
