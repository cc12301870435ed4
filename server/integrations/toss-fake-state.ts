/**
 * The memory of the Toss stand-in (toss-fake.ts): payments made on the test checkout, what confirm
 * and cancel did to them, stored answers per Idempotency-Key, and the failures a test arms. Shaped
 * like Toss's Payment object (v1, version 2022-11-16) so that the real adapter parses it.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { koreaOffsetTimestamp } from '../../src/contract/calendar/today.ts';

export type FakeMethod = '카드' | '가상계좌';

export type FakePayment = {
  paymentKey: string;
  orderId: string;
  orderName: string;
  amount: number;
  method: FakeMethod;
  status: 'IN_PROGRESS' | 'WAITING_FOR_DEPOSIT' | 'DONE' | 'PARTIAL_CANCELED' | 'CANCELED' | 'EXPIRED';
  customerName: string;
  requestedAt: Date;
  approvedAt: Date | null;
  virtualAccount: { accountNumber: string; bankCode: string; customerName: string; dueDate: Date } | null;
  secret: string | null;
  cancels: { cancelReason: string; canceledAt: Date; cancelAmount: number; refundReceiveAccount: unknown }[];
};

/** The next call of the operation answers this refusal, or the connection drops before or after Toss did the work. */
export type FakeFailure = { status?: number; code: string; message?: string } | { drop: 'before' | 'after' };
/** The calls a failure can be armed for: confirm, cancel, and the look-ups (GET by key or orderId). */
export type FakeOperation = 'confirm' | 'cancel' | 'lookup';

export type Answer = { status: number; body: unknown };

/** Toss writes times as ISO 8601 with the Korean offset, seconds precision (koreaOffsetTimestamp). */
export const kst = koreaOffsetTimestamp;

const randomKey = (prefix: string) => `${prefix}${randomBytes(15).toString('base64url')}`;
const transactionKey = () => randomBytes(16).toString('hex').toUpperCase();

export function createFakeState(now: () => Date, base: () => string) {
  const payments = new Map<string, FakePayment>();
  const stored = new Map<string, Answer>();
  const failures = new Map<FakeOperation, FakeFailure[]>();
  let charges = 0;

  /** The Payment object as the API answers it. */
  function toJson(p: FakePayment): Record<string, unknown> {
    const canceled = p.cancels.reduce((sum, c) => sum + c.cancelAmount, 0);
    return {
      mId: 'tdodamlocal',
      version: '2022-11-16',
      paymentKey: p.paymentKey,
      type: 'NORMAL',
      orderId: p.orderId,
      orderName: p.orderName,
      currency: 'KRW',
      method: p.method,
      totalAmount: p.amount,
      balanceAmount: p.amount - canceled,
      suppliedAmount: Math.round((p.amount - canceled) / 1.1),
      vat: p.amount - canceled - Math.round((p.amount - canceled) / 1.1),
      status: p.status,
      requestedAt: kst(p.requestedAt),
      approvedAt: p.approvedAt ? kst(p.approvedAt) : null,
      useEscrow: false,
      card:
        p.method === '카드' && p.status !== 'IN_PROGRESS'
          ? {
              issuerCode: '4V',
              acquirerCode: '21',
              number: '43301234****123*',
              installmentPlanMonths: 0,
              approveNo: '00000000',
              cardType: '신용',
              ownerType: '개인',
              amount: p.amount,
            }
          : null,
      virtualAccount: p.virtualAccount
        ? {
            accountType: '일반',
            accountNumber: p.virtualAccount.accountNumber,
            bankCode: p.virtualAccount.bankCode,
            customerName: p.virtualAccount.customerName,
            dueDate: kst(p.virtualAccount.dueDate),
            refundStatus: 'NONE',
            expired: p.status === 'EXPIRED',
            settlementStatus: 'INCOMPLETED',
            refundReceiveAccount: null,
          }
        : null,
      secret: p.secret,
      cancels:
        p.cancels.length === 0
          ? null
          : p.cancels.map((c) => ({
              transactionKey: transactionKey(),
              cancelReason: c.cancelReason,
              canceledAt: kst(c.canceledAt),
              cancelAmount: c.cancelAmount,
              cancelStatus: 'DONE',
            })),
      receipt: p.status === 'IN_PROGRESS' ? null : { url: `${base()}/receipt/${p.paymentKey}` },
      easyPay: null,
      failure: null,
      isPartialCancelable: true,
      country: 'KR',
    };
  }

  return {
    payments,
    toJson,

    /** 결제하기 on the checkout page: a payment waiting for the merchant's confirm. */
    start(input: { orderId: string; orderName: string; amount: number; method: FakeMethod; customerName: string }): FakePayment {
      const payment: FakePayment = {
        ...input,
        paymentKey: randomKey('tdodam'),
        status: 'IN_PROGRESS',
        requestedAt: now(),
        approvedAt: null,
        virtualAccount: null,
        secret: null,
        cancels: [],
      };
      payments.set(payment.paymentKey, payment);
      return payment;
    },

    /** The live payment of an order (confirmed and not failed), if any. */
    liveOf(orderId: string): FakePayment | undefined {
      return [...payments.values()].find((p) => p.orderId === orderId && p.status !== 'IN_PROGRESS');
    },

    /** The newest payment of an order, confirmed ones first. */
    latestOf(orderId: string): FakePayment | undefined {
      const mine = [...payments.values()].filter((p) => p.orderId === orderId);
      return mine.find((p) => p.status !== 'IN_PROGRESS') ?? mine.at(-1);
    },

    approve(p: FakePayment): void {
      charges += 1;
      if (p.method === '카드') {
        p.status = 'DONE';
        p.approvedAt = now();
        return;
      }
      p.status = 'WAITING_FOR_DEPOSIT';
      p.secret = randomKey('ps_');
      p.virtualAccount = {
        accountNumber: `X${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e4)).padStart(4, '0')}`,
        bankCode: '20',
        customerName: p.customerName,
        dueDate: new Date(now().getTime() + 7 * 24 * 3600_000),
      };
    },

    /** Payments that confirm moved to DONE or WAITING_FOR_DEPOSIT; a replayed confirm does not count. */
    charges: () => charges,

    storedAnswer: (operation: FakeOperation, key: string | undefined) => (key ? stored.get(`${operation}:${key}`) : undefined),
    storeAnswer(operation: FakeOperation, key: string | undefined, answer: Answer): void {
      if (key) stored.set(`${operation}:${key}`, answer);
    },

    arm(operation: FakeOperation, failure: FakeFailure): void {
      failures.set(operation, [...(failures.get(operation) ?? []), failure]);
    },
    nextFailure(operation: FakeOperation): FakeFailure | undefined {
      const queue = failures.get(operation) ?? [];
      const next = queue.shift();
      failures.set(operation, queue);
      return next;
    },
  };
}

export type FakeState = ReturnType<typeof createFakeState>;
