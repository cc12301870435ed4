/**
 * The SPEC §3 payment draft under the `payment` key (lib/storage/keys.ts), in its own module: only the pages
 * that start or finish a payment load it, so it stays out of the entry chunk (decision 0016).
 */
import * as v from 'valibot';
import { ORDERABLE_TYPES } from '../../contract/limits.ts';
import { ConsultationTimes } from '../../contract/consultations.ts';
import { STORAGE_KEYS, readJson, removeStored, writeJson } from '../storage/keys.ts';

/** SPEC §3 payment draft. */
export const PaymentDraft = v.object({
  targetId: v.number(),
  orderableDtype: v.picklist(ORDERABLE_TYPES),
  backUrl: v.string(),
  nextUrl: v.string(),
  customerEmail: v.nullable(v.string()),
  customerName: v.string(),
  customerMobilePhone: v.string(),
  consultationPhone: v.nullable(v.string()),
  consultationContent: v.nullable(v.string()),
  /** CONSULTATION only: the preferred times chosen on /main/counsel (decision 0069). */
  consultationTimes: v.optional(ConsultationTimes),
  infoSet: v.boolean(),
  /** PRODUCT only: how many the member chose on the product page (OrderCreateBody.quantity, 1–10). */
  quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10))),
  /** PRODUCT only: the delivery address of the last pay press on /payments, chosen again by "pay again". */
  addressId: v.optional(v.nullable(v.number())),
});
export type PaymentDraft = v.InferOutput<typeof PaymentDraft>;
/** What callers may hand in: the order type is checked at run time (SPEC §4). */
export type PaymentDraftInput = Omit<PaymentDraft, 'orderableDtype'> & { orderableDtype: string };

export function getPayment(): PaymentDraft | null {
  return readJson(STORAGE_KEYS.payment, PaymentDraft);
}

/** SPEC §4: rejects with 'invalid order type' for a type that is not orderable. */
export async function setPayment(draft: PaymentDraftInput): Promise<PaymentDraft> {
  const parsed = v.safeParse(PaymentDraft, draft);
  if (!parsed.success) {
    const badType = !(ORDERABLE_TYPES as readonly string[]).includes(draft.orderableDtype);
    console.error(badType ? 'invalid order type' : 'invalid payment draft', draft.orderableDtype);
    throw new Error(badType ? 'invalid order type' : 'invalid payment draft');
  }
  writeJson(STORAGE_KEYS.payment, parsed.output);
  return parsed.output;
}

export function clearPayment(): void {
  removeStored(STORAGE_KEYS.payment);
}
