/**
 * Toss Payments core API v1 (ARCHITECTURE §6): confirm, look up and cancel a payment. Basic auth
 * with the secret key, an Idempotency-Key on every write, the Payment object parsed with valibot.
 * A refusal ({code, message}) is a TossError; no usable answer at all (network failure, timeout, a
 * proxy's HTML page) is a TossUnavailableError, after which the payment may or may not exist:
 * callers retry with the same Idempotency-Key or look the payment up.
 */
import * as v from 'valibot';

/** The parts of the Payment object the orders module uses; Toss sends many more (card, easyPay …). */
export const TossPaymentSchema = v.object({
  paymentKey: v.string(),
  orderId: v.string(),
  orderName: v.nullish(v.string()),
  /** READY, IN_PROGRESS, WAITING_FOR_DEPOSIT, DONE, CANCELED, PARTIAL_CANCELED, ABORTED, EXPIRED. */
  status: v.string(),
  totalAmount: v.number(),
  balanceAmount: v.nullish(v.number()),
  /** In Korean, as v1 answers without Accept-Language: 카드, 가상계좌, 간편결제, 계좌이체 … */
  method: v.nullish(v.string()),
  requestedAt: v.nullish(v.string()),
  approvedAt: v.nullish(v.string()),
  receipt: v.nullish(v.object({ url: v.string() })),
  virtualAccount: v.nullish(
    v.object({
      bankCode: v.string(),
      accountNumber: v.string(),
      customerName: v.nullish(v.string()),
      dueDate: v.nullish(v.string()),
    }),
  ),
  /** Sent again in DEPOSIT_CALLBACK webhooks of this virtual account. */
  secret: v.nullish(v.string()),
  cancels: v.nullish(v.array(v.object({ cancelReason: v.string(), canceledAt: v.string(), cancelAmount: v.number() }))),
});
export type TossPayment = v.InferOutput<typeof TossPaymentSchema>;

const TossErrorBody = v.object({ code: v.string(), message: v.string() });

export type TossConfirmInput = { paymentKey: string; orderId: string; amount: number };
export type TossRefundAccount = { bank: string; accountNumber: string; holderName: string };
/** `cancelAmount`: a part of the balance (Toss's partial cancel); without it, all of the balance. */
export type TossCancelInput = { cancelReason: string; cancelAmount?: number; refundReceiveAccount?: TossRefundAccount };

export type TossClient = {
  confirm(input: TossConfirmInput, idempotencyKey: string): Promise<TossPayment>;
  getPayment(paymentKey: string): Promise<TossPayment>;
  getPaymentByOrderId(orderId: string): Promise<TossPayment>;
  cancel(paymentKey: string, input: TossCancelInput, idempotencyKey: string): Promise<TossPayment>;
};

/** Toss answered and refused: its error code (REJECT_CARD_PAYMENT, ALREADY_PROCESSED_PAYMENT …) and Korean message. */
export class TossError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'TossError';
    this.status = status;
    this.code = code;
  }
}

/** No answer from Toss (network, timeout, unreadable body): the outcome is unknown. */
export class TossUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TossUnavailableError';
  }
}

export type TossClientOptions = {
  apiUrl: string;
  secretKey: string;
  /** Injected by development and tests to reach the local stand-in in-process. */
  fetch?: typeof fetch;
  /** Below the browser's 10 s (SPEC §9), so that the member sees a retryable answer, not a timeout. */
  timeoutMs?: number;
};

export const TOSS_TIMEOUT_MS = 9_000;

export function createTossClient(options: TossClientOptions): TossClient {
  const doFetch = options.fetch ?? fetch;
  const base = options.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<TossPayment> {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let response: Response;
    let json: unknown;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? TOSS_TIMEOUT_MS),
      });
      json = await response.json();
    } catch (error) {
      throw new TossUnavailableError(`Toss ${method} ${path}: no answer`, { cause: error });
    }
    if (response.ok) {
      const payment = v.safeParse(TossPaymentSchema, json);
      if (payment.success) return payment.output;
      throw new TossUnavailableError(`Toss ${method} ${path}: not a Payment object (${v.summarize(payment.issues)})`);
    }
    const refusal = v.safeParse(TossErrorBody, json);
    if (refusal.success) throw new TossError(response.status, refusal.output.code, refusal.output.message);
    throw new TossUnavailableError(`Toss ${method} ${path}: HTTP ${response.status} without an error body`);
  }

  const segment = (value: string) => encodeURIComponent(value);
  return {
    confirm: (input, key) => call('POST', '/v1/payments/confirm', input, key),
    getPayment: (paymentKey) => call('GET', `/v1/payments/${segment(paymentKey)}`),
    getPaymentByOrderId: (orderId) => call('GET', `/v1/payments/orders/${segment(orderId)}`),
    cancel: (paymentKey, input, key) => call('POST', `/v1/payments/${segment(paymentKey)}/cancel`, input, key),
  };
}
