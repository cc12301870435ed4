import * as v from 'valibot';
import { ConsultationContent, ConsultationTimes } from './consultations.ts';
import { INT4_MAX, Identifier, Int, RowId, Str, storableJson } from './primitives.ts';
import { ORDER_ITEM_STATUSES, ORDER_STATUSES, ORDERABLE_TYPES, PRICES, type OrderableType } from './limits.ts';
import { Address, MemberPhone } from './user.ts';

/**
 * Orders and payments (decision 0022; SPEC §3 Orderable types, §4, §9; ARCHITECTURE §6). The server
 * prices every order from `PRICES` (or the product row); `expectedAmount` is what the client showed
 * and is only compared, never trusted.
 */
export const OrderableTypeSchema = v.picklist(ORDERABLE_TYPES);

/** The price of a fixed-price type; PRODUCT is priced by its row (null here). */
export function fixedPriceOf(type: OrderableType): number | null {
  return type === 'PRODUCT' ? null : PRICES[type];
}

/**
 * What each type's `targetId` names: the diary (DIARY_COMMENT), the monthly report
 * (REPORT_ANALYSIS), the product (PRODUCT), the child (DIARY_PDF, CONSULTATION, GROWTH_EXAMINATION).
 */
export const ORDER_TARGET: Record<OrderableType, 'diary' | 'report' | 'product' | 'child'> = {
  DIARY_COMMENT: 'diary',
  DIARY_PDF: 'child',
  CONSULTATION: 'child',
  GROWTH_EXAMINATION: 'child',
  REPORT_ANALYSIS: 'report',
  PRODUCT: 'product',
};

const Text = (max: number) => v.pipe(Str, v.trim(), v.minLength(1), v.maxLength(max));

export const OrderCreateBody = v.object({
  orderableType: OrderableTypeSchema,
  targetId: RowId,
  /** The amount the client showed; a different server price answers 409 PriceChanged. */
  expectedAmount: Int(0, INT4_MAX),
  customerName: Text(20),
  customerMobilePhone: MemberPhone,
  customerEmail: v.nullable(v.pipe(Str, v.trim(), v.email(), v.maxLength(100))),
  /** CONSULTATION only. */
  consultationPhone: v.optional(v.nullable(MemberPhone)),
  consultationContent: v.optional(v.nullable(ConsultationContent)),
  /** CONSULTATION only: when the member would like the call. */
  consultationTimes: v.optional(ConsultationTimes),
  /** PRODUCT only: the member's delivery address (NoSuchAddressException when not theirs). */
  addressId: v.optional(v.nullable(RowId)),
  quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)), 1),
});
export type OrderCreateBody = v.InferOutput<typeof OrderCreateBody>;

/** A created order, ready for Toss `requestPayment` (orderId is Toss's: 6–64 of [A-Za-z0-9_-]). */
export const Order = v.object({
  orderId: v.string(),
  orderName: v.string(),
  amount: v.number(),
  status: v.picklist(ORDER_STATUSES),
  customerName: v.string(),
  customerEmail: v.nullable(v.string()),
  customerMobilePhone: v.string(),
  orderItemIds: v.array(v.number()),
});
export type Order = v.InferOutput<typeof Order>;

/** The query Toss appends to the success URL, posted back as it came. */
export const PaymentConfirmBody = v.object({
  paymentKey: v.pipe(Str, v.minLength(1), v.maxLength(200)),
  orderId: v.pipe(Str, v.regex(/^[A-Za-z0-9_-]{6,64}$/)),
  amount: Int(0, INT4_MAX),
});
export type PaymentConfirmBody = v.InferOutput<typeof PaymentConfirmBody>;

/**
 * How the browser pays: `toss` loads the SDK with the client key; `test-checkout` (development
 * without keys) opens the server's local test checkout page, which says it is not a real payment.
 */
export const PaymentConfig = v.object({
  mode: v.picklist(['toss', 'test-checkout']),
  clientKey: v.nullable(v.string()),
  /** Where the SDK script is loaded from (stubbed in e2e). */
  sdkUrl: v.string(),
});
export type PaymentConfig = v.InferOutput<typeof PaymentConfig>;

/** The delivery address as it was when the product was ordered (SPEC §3 address fields). */
export const ShippingAddress = Address;

/** One line of the payment history (/my-page/payment-history). */
export const OrderItemSummary = v.object({
  id: v.number(),
  orderId: v.string(),
  orderableType: OrderableTypeSchema,
  targetId: v.number(),
  name: v.string(),
  amount: v.number(),
  quantity: v.number(),
  status: v.picklist(ORDER_ITEM_STATUSES),
  /** Won given back: below `amount` on a paid item is a partial refund, `amount` on a cancelled one a refund (decision 0049). */
  refundedAmount: v.number(),
  orderedAt: v.string(),
  paidAt: v.nullable(v.string()),
});
export type OrderItemSummary = v.InferOutput<typeof OrderItemSummary>;

export const OrderItemListData = v.object({ orderItems: v.array(OrderItemSummary) });

/** /my-page/payment-history/{orderItemId}: what, when, amount, method, status, receipt. */
export const OrderItemDetail = v.object({
  ...OrderItemSummary.entries,
  /** Toss's method in Korean as it answers it: 카드, 가상계좌, 간편결제, 계좌이체 … */
  method: v.nullable(v.string()),
  receiptUrl: v.nullable(v.string()),
  providedAt: v.nullable(v.string()),
  canceledAt: v.nullable(v.string()),
  cancelReason: v.nullable(v.string()),
  /** Paid and not yet provided. */
  cancelable: v.boolean(),
  /** A virtual-account payment: a cancel needs the refund account (VirtualAccountInfoRequiredException). */
  refundAccountRequired: v.boolean(),
  /** A virtual account waiting for the deposit. */
  virtualAccount: v.nullable(
    v.object({ bankCode: v.string(), accountNumber: v.string(), holderName: v.nullable(v.string()), dueDate: v.nullable(v.string()) }),
  ),
  shippingAddress: v.nullable(ShippingAddress),
  consultationPhone: v.nullable(v.string()),
  consultationContent: v.nullable(v.string()),
  /** What it was bought for (the entry, report or child) was deleted: the page says so and what became of the money (decision 0087). */
  targetGone: v.boolean(),
});
export type OrderItemDetail = v.InferOutput<typeof OrderItemDetail>;

export const RefundAccount = v.object({
  /** A Toss bank code of BANK_CODES (NoSuchBankCodeException otherwise). */
  bankCode: v.pipe(Str, v.trim(), v.minLength(1), v.maxLength(10)),
  accountNumber: v.pipe(Str, v.trim(), v.regex(/^\d{6,20}$/)),
  holderName: Text(20),
});
export type RefundAccount = v.InferOutput<typeof RefundAccount>;

export const OrderItemCancelBody = v.object({
  reason: Text(200),
  refundAccount: v.optional(v.nullable(RefundAccount)),
});
export type OrderItemCancelBody = v.InferOutput<typeof OrderItemCancelBody>;

export const BankCode = v.object({ code: v.string(), name: v.string() });
export const BankCodeListData = v.object({ banks: v.array(BankCode) });

/** A Toss webhook body (PAYMENT_STATUS_CHANGED, DEPOSIT_CALLBACK …): only checked loosely; the server re-fetches. */
export const TossWebhookBody = v.pipe(
  v.looseObject({
    eventType: v.optional(Identifier()),
    createdAt: v.optional(Identifier()),
    data: v.optional(v.looseObject({ paymentKey: v.optional(Identifier()), orderId: v.optional(Identifier()), status: v.optional(Identifier()) })),
    // DEPOSIT_CALLBACK carries these at the top level.
    orderId: v.optional(Identifier()),
    status: v.optional(Identifier()),
    secret: v.optional(Identifier()),
  }),
  storableJson(),
); // unknown keys are kept (and stored as jsonb): decision 0031
