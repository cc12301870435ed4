/**
 * Starting a purchase from any page (decision 0025; SPEC §3 Payment draft): the draft is saved under
 * `payment` and the member goes to /payments, which fills in the customer from the user. After the
 * Toss redirect, /payments/toss-success goes on to the draft's `nextUrl`, where the literal
 * `{orderItemId}` becomes the paid item's id (e.g. /my-page/payment-history/{orderItemId}/pdf-create).
 * This and the draft stay shared: products, the diary's PDF book and expert comments start a payment,
 * the payments domain finishes it (decision 0052). What only the payments domain does after the
 * Toss redirect is in src/domains/payments/paid-item-path.ts.
 */
import type { User } from '../../contract/user.ts';
import { setPayment, type PaymentDraft, type PaymentDraftInput } from './payment-draft.ts';
import { inAppPath } from '../auth/paths.ts';

export const ORDER_ITEM_ID_PLACEHOLDER = '{orderItemId}';

export type StartPaymentInput = {
  /** An orderable type of SPEC §3; anything else rejects with 'invalid order type' (SPEC §4). */
  orderableDtype: PaymentDraftInput['orderableDtype'];
  targetId: number;
  /** Where "back" leads from /payments and the fail page: the page the purchase started on. */
  backUrl: string;
  /** Where the member goes once paid; may contain `{orderItemId}`. */
  nextUrl: string;
  /** PRODUCT: how many (1 when absent). */
  quantity?: number;
  /** CONSULTATION: prefilled into /payments' consultation fields. */
  consultationPhone?: string | null;
  consultationContent?: string | null;
  consultationTimes?: PaymentDraftInput['consultationTimes'];
  /** The member, to prefill the customer (name or nickname, phone, email); /payments asks for the rest. */
  customer?: Pick<User, 'name' | 'nickname' | 'email' | 'phone'>;
};

/** The router's navigate (useNavigate()), narrowed to the one call made here. */
export type NavigateToPayments = (options: { to: '/payments' }) => unknown;

/**
 * An in-app path or the fallback: the draft's URLs are followed after a redirect from Toss, so only
 * same-origin paths are accepted (never `//host` or `https://…`).
 */
export function appPath(url: string | null | undefined, fallback: string): string {
  return inAppPath(url) ?? fallback;
}

/** The draft of a new purchase: the customer is prefilled when known and confirmed on /payments (infoSet false until then). */
export function newPaymentDraft(input: StartPaymentInput): PaymentDraftInput {
  return {
    orderableDtype: input.orderableDtype,
    targetId: input.targetId,
    backUrl: appPath(input.backUrl, '/main'),
    nextUrl: appPath(input.nextUrl, `/my-page/payment-history/${ORDER_ITEM_ID_PLACEHOLDER}`),
    customerName: input.customer?.name ?? input.customer?.nickname ?? '',
    customerMobilePhone: input.customer?.phone ?? '',
    customerEmail: input.customer?.email ?? null,
    consultationPhone: input.consultationPhone ?? null,
    consultationContent: input.consultationContent ?? null,
    ...(input.consultationTimes ? { consultationTimes: input.consultationTimes } : {}),
    infoSet: false,
    ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
  };
}

/**
 * Saves the draft of a new purchase (replacing any earlier one) and goes to /payments. Rejects with
 * 'invalid order type' for a type that cannot be ordered, without navigating (SPEC §4).
 */
export async function startPayment(navigate: NavigateToPayments, input: StartPaymentInput): Promise<PaymentDraft> {
  const draft = await setPayment(newPaymentDraft(input));
  await navigate({ to: '/payments' });
  return draft;
}
