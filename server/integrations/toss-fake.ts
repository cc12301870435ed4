/**
 * A stand-in for Toss Payments that speaks its v1 protocol (ARCHITECTURE §1, §6), for development
 * without keys and for the tests: the SDK script and a test checkout page that says it charges
 * nobody, and the core API the real adapter (toss.ts) talks to — confirm with Basic auth, the amount
 * the checkout saw and Idempotency-Key replays, payment look-ups, cancel (a deposited virtual
 * account needs the refund account). Control calls let a test or a developer deposit into a virtual
 * account (DEPOSIT_CALLBACK webhook), expire it, resend a status webhook, or make the next confirm or
 * cancel fail or lose its connection. State lives in memory.
 *
 * Development mounts it at /dev/toss on the app server and the adapter reaches it in-process
 * (`fetch`); the end-to-end tests run it on 127.0.0.1 under /toss (e2e/fakes/start-fakes.ts).
 */
import { constants } from 'node:http2';
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { checkoutPage, errorPage, paymentsPage, receiptPage, sdkScript, type PaymentLine } from './toss-fake-pages.ts';
import { CancelBody, checkoutParams, ConfirmBody, FailureBody, postTo, withQuery, type WebhookDelivery } from './toss-fake-requests.ts';
import { createFakeState, kst, type FakeFailure, type FakeMethod, type FakeOperation, type FakePayment } from './toss-fake-state.ts';

export type { FakeFailure } from './toss-fake-state.ts';

export type { WebhookDelivery } from './toss-fake-requests.ts';

export type FakeTossOptions = {
  clientKey: string;
  secretKey: string;
  /** Where the browser reaches this app ('/dev/toss' in the app server); by default taken from each request. */
  publicBase?: string;
  now?: () => Date;
  /**
   * Where else the checkout may send the browser back (success and fail URLs, decision 0047) besides
   * the origin it was reached at: the app's origin when the stand-in runs on a port of its own (e2e).
   */
  returnOrigins?: readonly string[];
  /** Where webhooks go (the end-to-end server's endpoint); development sets a delivery with `deliverWebhooksTo`. */
  webhookUrl?: string;
};

export type FakeToss = ReturnType<typeof createFakeToss>;

/** Where the app server mounts the stand-in in development without Toss keys. */
export const FAKE_TOSS_MOUNT = '/dev/toss';

const DROPPED = 'x-fake-toss-dropped';
/** Present when served by @hono/node-server (a real socket to drop); absent in-process. */
type FakeEnv = { Bindings: Partial<HttpBindings> | Partial<Http2Bindings> };

export function createFakeToss(options: FakeTossOptions) {
  const now = options.now ?? (() => new Date());
  let requestBase = '';
  const base = () => options.publicBase ?? requestBase;
  const returnOrigins = (c: Context) => [new URL(c.req.url).origin, ...(options.returnOrigins ?? [])];
  const state = createFakeState(now, base);
  const app = new Hono<FakeEnv>();
  let deliver: WebhookDelivery = options.webhookUrl ? postTo(options.webhookUrl) : async () => 0;

  const paymentsHtml = (c: Context) => c.html(paymentsPage(base(), [...state.payments.values()].reverse().map(line)));

  // The mount point as the browser sees it: the request URL up to this app's own paths.
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    const own = /\/(sdk\.js|checkout|receipt\/[^/]+|v1\/.*|__control\/.*)?$/.exec(url.pathname);
    requestBase = `${url.origin}${url.pathname.slice(0, own?.index ?? url.pathname.length)}`;
    // The payments page also answers with a trailing slash (/dev/toss/), where the control forms send the browser back.
    if (c.req.method === 'GET' && own !== null && own[1] === undefined) return paymentsHtml(c);
    await next();
  });

  const tossError = (c: Context, status: number, code: string, message: string) => c.json({ code, message }, status as ContentfulStatusCode);
  const line = (p: FakePayment): PaymentLine => ({
    paymentKey: p.paymentKey,
    orderId: p.orderId,
    orderName: p.orderName,
    amount: p.amount,
    refunded: p.cancels.reduce((sum, cancel) => sum + cancel.cancelAmount, 0),
    method: p.method,
    status: p.status,
  });

  /**
   * Loses the connection: a real socket is destroyed (over HTTP/2 only this request's stream, as the
   * session carries the page's other requests); the in-process `fetch` turns the marker into a network error.
   */
  function drop(c: Context<FakeEnv>) {
    const incoming = c.env?.incoming;
    if (incoming && 'stream' in incoming) incoming.stream.close(constants.NGHTTP2_CANCEL);
    else incoming?.socket.destroy();
    return c.body(null, 500, { [DROPPED]: '1' });
  }

  // ---- the browser side -------------------------------------------------------------------------
  app.get('/sdk.js', (c) => c.body(sdkScript(base()), 200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store' }));

  app.get('/checkout', (c) => {
    const params = checkoutParams(c.req.query(), returnOrigins(c));
    if (typeof params === 'string') return c.html(errorPage(params), 400);
    if (params.clientKey !== options.clientKey) return c.html(errorPage('클라이언트 키가 이 테스트 결제창의 키와 다릅니다.'), 400);
    return c.html(checkoutPage(base(), params));
  });

  app.post('/checkout', async (c) => {
    const form = await c.req.parseBody();
    const text = (key: string) => (typeof form[key] === 'string' ? form[key] : '');
    const params = checkoutParams(Object.fromEntries(Object.keys(form).map((k) => [k, text(k)])), returnOrigins(c));
    if (typeof params === 'string') return c.html(errorPage(params), 400);
    if (params.clientKey !== options.clientKey) return c.html(errorPage('클라이언트 키가 이 테스트 결제창의 키와 다릅니다.'), 400);
    const action = text('action');
    if (action === 'pay') {
      if (state.liveOf(params.orderId))
        return c.redirect(
          withQuery(params.failUrl, { code: 'DUPLICATED_ORDER_ID', message: '이미 승인 및 취소가 진행된 중복된 주문번호 입니다.', orderId: params.orderId }),
          303,
        );
      const method: FakeMethod = text('method') === '가상계좌' ? '가상계좌' : '카드';
      const p = state.start({
        orderId: params.orderId,
        orderName: params.orderName,
        amount: params.amount,
        method,
        customerName: params.customerName || '고객',
      });
      return c.redirect(withQuery(params.successUrl, { paymentKey: p.paymentKey, orderId: p.orderId, amount: String(p.amount) }), 303);
    }
    const failure =
      action === 'fail'
        ? { code: 'PAY_PROCESS_ABORTED', message: '결제가 실패했습니다. (테스트 결제창에서 실패시킴)' }
        : { code: 'PAY_PROCESS_CANCELED', message: '사용자에 의해 결제가 취소되었습니다.' };
    return c.redirect(withQuery(params.failUrl, { ...failure, orderId: params.orderId }), 303);
  });

  app.get('/receipt/:paymentKey', (c) => {
    const p = state.payments.get(c.req.param('paymentKey'));
    return p ? c.html(receiptPage(line(p))) : c.html(errorPage('영수증을 찾을 수 없습니다.'), 404);
  });

  app.get('/', paymentsHtml);

  // ---- the API ----------------------------------------------------------------------------------
  app.use('/v1/*', async (c, next) => {
    const expected = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
    if (c.req.header('authorization') !== expected) return tossError(c, 401, 'UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.');
    await next();
  });

  /** An armed failure of this operation: a refusal answer, a drop now, or 'after' (drop once the work is done). */
  function armed(c: Context<FakeEnv>, operation: FakeOperation): Response | 'drop-after' | null {
    const failure = state.nextFailure(operation);
    if (!failure) return null;
    if ('drop' in failure) return failure.drop === 'before' ? drop(c) : 'drop-after';
    return tossError(c, failure.status ?? 400, failure.code, failure.message ?? '테스트에서 지정한 실패입니다.');
  }

  async function idempotent(c: Context<FakeEnv>, operation: FakeOperation, work: () => Promise<{ status: number; body: unknown }>) {
    const failure = armed(c, operation);
    if (failure instanceof Response) return failure;
    const key = c.req.header('idempotency-key');
    const answer = state.storedAnswer(operation, key) ?? (await work());
    state.storeAnswer(operation, key, answer);
    if (failure === 'drop-after') return drop(c);
    return c.json(answer.body, answer.status as ContentfulStatusCode);
  }

  const refusal = (status: number, code: string, message: string) => ({ status, body: { code, message } });

  app.post('/v1/payments/confirm', (c) =>
    idempotent(c, 'confirm', async () => {
      const body = v.safeParse(ConfirmBody, await c.req.json().catch(() => null));
      if (!body.success) return refusal(400, 'INVALID_REQUEST', '잘못된 요청입니다.');
      const p = state.payments.get(body.output.paymentKey);
      if (!p || p.orderId !== body.output.orderId)
        return refusal(404, 'NOT_FOUND_PAYMENT_SESSION', '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.');
      if (p.status !== 'IN_PROGRESS') return refusal(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
      if (state.liveOf(p.orderId)) return refusal(400, 'DUPLICATED_ORDER_ID', '이미 승인 및 취소가 진행된 중복된 주문번호 입니다.');
      if (body.output.amount !== p.amount) return refusal(400, 'INVALID_REQUEST', '결제 금액이 결제창에서 요청한 금액과 다릅니다.');
      state.approve(p);
      return { status: 200, body: state.toJson(p) };
    }),
  );

  app.get('/v1/payments/orders/:orderId', (c) => {
    const failure = armed(c, 'lookup');
    if (failure) return failure instanceof Response ? failure : drop(c);
    const p = state.latestOf(c.req.param('orderId'));
    return p ? c.json(state.toJson(p)) : tossError(c, 404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
  });

  app.get('/v1/payments/:paymentKey', (c) => {
    const failure = armed(c, 'lookup');
    if (failure) return failure instanceof Response ? failure : drop(c);
    const p = state.payments.get(c.req.param('paymentKey'));
    return p ? c.json(state.toJson(p)) : tossError(c, 404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
  });

  app.post('/v1/payments/:paymentKey/cancel', (c) =>
    idempotent(c, 'cancel', async () => {
      const p = state.payments.get(c.req.param('paymentKey'));
      if (!p) return refusal(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
      if (p.status === 'CANCELED') return refusal(400, 'ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.');
      const paid = p.status === 'DONE' || p.status === 'PARTIAL_CANCELED';
      if (!paid && p.status !== 'WAITING_FOR_DEPOSIT') return refusal(403, 'NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.');
      const body = v.safeParse(CancelBody, await c.req.json().catch(() => null));
      if (!body.success) return refusal(400, 'INVALID_REQUEST', '잘못된 요청입니다.');
      const deposited = p.method === '가상계좌' && paid;
      if (deposited && !body.output.refundReceiveAccount)
        return refusal(400, 'INVALID_REFUND_ACCOUNT_INFO', '가상계좌 결제를 취소하려면 환불 받을 계좌 정보가 필요합니다.');
      // A partial cancel gives back a part of the balance (a payment still waiting has nothing to give).
      const balance = p.amount - p.cancels.reduce((sum, cancel) => sum + cancel.cancelAmount, 0);
      const amount = body.output.cancelAmount ?? balance;
      if (amount > balance || (amount < balance && !paid)) return refusal(403, 'NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.');
      p.cancels.push({
        cancelReason: body.output.cancelReason,
        canceledAt: now(),
        cancelAmount: amount,
        refundReceiveAccount: deposited ? body.output.refundReceiveAccount : null,
      });
      p.status = amount < balance ? 'PARTIAL_CANCELED' : 'CANCELED';
      return { status: 200, body: state.toJson(p) };
    }),
  );

  // ---- control ----------------------------------------------------------------------------------
  const statusChanged = (p: FakePayment) => deliver({ eventType: 'PAYMENT_STATUS_CHANGED', createdAt: kst(now()), data: state.toJson(p) });

  async function deposit(orderId: string): Promise<number> {
    const p = state.liveOf(orderId);
    if (!p || p.status !== 'WAITING_FOR_DEPOSIT') throw new Error(`no virtual account waiting for a deposit for order ${orderId}`);
    p.status = 'DONE';
    p.approvedAt = now();
    // DEPOSIT_CALLBACK carries its fields at the top level, without an eventType.
    return deliver({ createdAt: kst(now()), secret: p.secret, orderId: p.orderId, status: 'DONE', transactionKey: p.paymentKey });
  }

  async function expire(orderId: string): Promise<number> {
    const p = state.liveOf(orderId);
    if (!p || p.status !== 'WAITING_FOR_DEPOSIT') throw new Error(`no virtual account waiting for a deposit for order ${orderId}`);
    p.status = 'EXPIRED';
    return statusChanged(p);
  }

  async function notify(paymentKey: string): Promise<number> {
    const p = state.payments.get(paymentKey);
    if (!p) throw new Error(`no payment ${paymentKey}`);
    return statusChanged(p);
  }

  // A developer's form post goes back to the payments page; a test's call gets JSON.
  const controlAnswer = (c: Context, webhookStatus: number) =>
    (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded') ? c.redirect(`${base()}/`, 303) : c.json({ webhookStatus });
  const orControlError = async (c: Context, work: () => Promise<Response>) => work().catch((error: unknown) => c.json({ error: String(error) }, 404));

  app.post('/__control/deposit/:orderId', (c) => orControlError(c, async () => controlAnswer(c, await deposit(c.req.param('orderId')))));
  app.post('/__control/expire/:orderId', (c) => orControlError(c, async () => controlAnswer(c, await expire(c.req.param('orderId')))));
  app.post('/__control/notify/:paymentKey', (c) => orControlError(c, async () => controlAnswer(c, await notify(c.req.param('paymentKey')))));
  app.post('/__control/fail-next', async (c) => {
    const body = v.safeParse(FailureBody, await c.req.json().catch(() => null));
    if (!body.success) return c.json({ error: v.summarize(body.issues) }, 400);
    const { operation, drop: when, code, status, message } = body.output;
    if (!when && !code) return c.json({ error: 'drop or code' }, 400);
    state.arm(operation, when ? { drop: when } : { code: code ?? '', status, message });
    return c.json({ armed: operation });
  });
  app.get('/__control/payments', (c) => c.json({ charges: state.charges(), payments: [...state.payments.values()].map((p) => state.toJson(p)) }));

  return {
    app,
    clientKey: options.clientKey,
    secretKey: options.secretKey,

    /** `fetch` for the adapter in the same process: a dropped connection becomes a network error. */
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await app.request(input instanceof URL ? input.href : input, init);
      if (response.headers.get(DROPPED)) throw new TypeError('fetch failed: connection dropped (fake Toss)');
      return response;
    }) as typeof fetch,

    /** What 결제하기 on the checkout page does: the query the success URL receives. */
    checkout(input: { orderId: string; orderName: string; amount: number; method?: FakeMethod; customerName?: string }) {
      const p = state.start({ method: '카드', customerName: '고객', ...input });
      return { paymentKey: p.paymentKey, orderId: p.orderId, amount: p.amount };
    },
    failNext: (operation: FakeOperation, failure: FakeFailure) => state.arm(operation, failure),
    deposit,
    expire,
    notify,
    /** The payment as GET /v1/payments/{paymentKey} answers it. */
    payment: (paymentKey: string) => {
      const p = state.payments.get(paymentKey);
      return p ? state.toJson(p) : undefined;
    },
    refundAccountOf: (paymentKey: string) => state.payments.get(paymentKey)?.cancels.at(-1)?.refundReceiveAccount ?? null,
    charges: state.charges,
    deliverWebhooksTo(delivery: WebhookDelivery): void {
      deliver = delivery;
    },
  };
}
