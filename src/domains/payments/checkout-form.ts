/**
 * The /payments form as typed ↔ the contract's OrderCreateBody (decision 0025). Checked with the
 * contract's own field schemas so that what the page accepts is what the server accepts; each
 * failure is a key the page words in Korean.
 */
import * as v from 'valibot';
import { fixedPriceOf, OrderCreateBody } from '../../contract/orders.ts';
import type { OrderableType } from '../../contract/limits.ts';
import type { PaymentDraft } from '../../lib/payment/payment-draft.ts';
import type { User } from '../../contract/user.ts';
import { CONSULTATION_CONTENT_MAX } from '../../contract/consultations.ts';
import { formatPhone } from '../../lib/forms/phone.ts';
import { normalizePhone } from '../../contract/korean.ts';

export type CheckoutForm = {
  customerName: string;
  customerMobilePhone: string;
  customerEmail: string;
  consultationPhone: string;
  consultationContent: string;
  addressId: number | null;
  agreePurchase: boolean;
  agreeThirdParty: boolean;
};
export type CheckoutField = keyof CheckoutForm;

export { CONSULTATION_CONTENT_MAX };

export type CheckoutIssue =
  | 'NameRequired'
  | 'NameTooLong'
  | 'InvalidMemberPhone'
  | 'InvalidEmail'
  | 'ConsultationContentRequired'
  | 'ConsultationContentTooLong'
  | 'AddressRequired'
  | 'AgreementRequired';

/** The fields in page order: the first one with an issue gets the focus. */
export const CHECKOUT_FIELDS: readonly CheckoutField[] = [
  'customerName',
  'customerMobilePhone',
  'customerEmail',
  'addressId',
  'consultationPhone',
  'consultationContent',
  'agreePurchase',
  'agreeThirdParty',
];

/**
 * The form's first values: the draft's once the member has set them (infoSet), else the user's
 * (SPEC §3 User name, phone, email); the consultation phone defaults to the customer's phone.
 */
export function initialCheckoutForm(draft: PaymentDraft, user: Pick<User, 'name' | 'phone' | 'email'> | null | undefined): CheckoutForm {
  const fromDraft = draft.infoSet;
  const customerMobilePhone = fromDraft ? draft.customerMobilePhone : formatPhone(user?.phone);
  return {
    customerName: fromDraft ? draft.customerName : (user?.name ?? ''),
    customerMobilePhone,
    customerEmail: (fromDraft ? draft.customerEmail : user?.email) ?? '',
    consultationPhone: draft.consultationPhone ?? customerMobilePhone,
    consultationContent: draft.consultationContent ?? '',
    addressId: draft.addressId ?? null,
    agreePurchase: false,
    agreeThirdParty: false,
  };
}

const fields = OrderCreateBody.entries;
const ok = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

/** Every field's issue for an order of `type`; an empty object when the order can be placed. */
export function checkoutIssues(form: CheckoutForm, type: OrderableType): Partial<Record<CheckoutField, CheckoutIssue>> {
  const issues: Partial<Record<CheckoutField, CheckoutIssue>> = {};
  const name = form.customerName.trim();
  if (name === '') issues.customerName = 'NameRequired';
  else if (!ok(fields.customerName, name)) issues.customerName = 'NameTooLong';
  if (!ok(fields.customerMobilePhone, form.customerMobilePhone)) issues.customerMobilePhone = 'InvalidMemberPhone';
  if (form.customerEmail.trim() !== '' && !ok(fields.customerEmail, form.customerEmail)) issues.customerEmail = 'InvalidEmail';
  if (type === 'CONSULTATION') {
    if (!ok(fields.customerMobilePhone, form.consultationPhone)) issues.consultationPhone = 'InvalidMemberPhone';
    const content = form.consultationContent.trim();
    if (content === '') issues.consultationContent = 'ConsultationContentRequired';
    else if (content.length > CONSULTATION_CONTENT_MAX) issues.consultationContent = 'ConsultationContentTooLong';
  }
  if (type === 'PRODUCT' && form.addressId === null) issues.addressId = 'AddressRequired';
  if (!form.agreePurchase) issues.agreePurchase = 'AgreementRequired';
  if (!form.agreeThirdParty) issues.agreeThirdParty = 'AgreementRequired';
  return issues;
}

/** PRODUCT counts its quantity; every other type is one of a kind. */
export function orderQuantity(draft: Pick<PaymentDraft, 'orderableDtype' | 'quantity'>): number {
  return draft.orderableDtype === 'PRODUCT' ? (draft.quantity ?? 1) : 1;
}

/** The amount the member is shown: the SPEC §9 price, or a product's own price × quantity (null while unknown). */
export function expectedAmount(draft: Pick<PaymentDraft, 'orderableDtype' | 'quantity'>, productPrice: number | null): number | null {
  const unit = fixedPriceOf(draft.orderableDtype) ?? productPrice;
  return unit === null ? null : unit * orderQuantity(draft);
}

/** The createOrder body (the server prices it again and only compares `expectedAmount`). */
export function orderBody(draft: PaymentDraft, form: CheckoutForm, amount: number): v.InferInput<typeof OrderCreateBody> {
  const type = draft.orderableDtype;
  const email = form.customerEmail.trim();
  return {
    orderableType: type,
    targetId: draft.targetId,
    expectedAmount: amount,
    customerName: form.customerName.trim(),
    // The fields show '010-1234-5678'; the body carries the digits, as the contract stores them.
    customerMobilePhone: normalizePhone(form.customerMobilePhone),
    customerEmail: email === '' ? null : email,
    consultationPhone: type === 'CONSULTATION' ? normalizePhone(form.consultationPhone) : null,
    consultationContent: type === 'CONSULTATION' ? form.consultationContent.trim() : null,
    ...(type === 'CONSULTATION' ? { consultationTimes: draft.consultationTimes ?? [] } : {}),
    addressId: type === 'PRODUCT' ? form.addressId : null,
    quantity: orderQuantity(draft),
  };
}

/** The draft with what the member typed (infoSet): restorable after the Toss redirect or a visit to the address page. */
export function draftWithForm(draft: PaymentDraft, form: CheckoutForm): PaymentDraft {
  const consultation = draft.orderableDtype === 'CONSULTATION';
  const email = form.customerEmail.trim();
  return {
    ...draft,
    customerName: form.customerName,
    customerMobilePhone: form.customerMobilePhone,
    customerEmail: email === '' ? null : email,
    consultationPhone: consultation ? form.consultationPhone : draft.consultationPhone,
    consultationContent: consultation ? form.consultationContent : draft.consultationContent,
    ...(draft.orderableDtype === 'PRODUCT' ? { addressId: form.addressId } : {}),
    infoSet: true,
  };
}
