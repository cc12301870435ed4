import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BANK_CODES } from '../../../src/contract/bank-codes.ts';
import { ordersApi } from '../../../src/contract/orders-api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { mountIdempotent } from '../../lib/idempotency.ts';
import { mount } from '../../lib/route.ts';
import { clientIp, RATE_RULES } from '../../lib/rate-limit.ts';
import { createOrder } from './order-create.ts';
import { createCancel } from './order-cancel.ts';
import { detailView, listHistory, ownHistoryItem } from './order-history.ts';
import type { OrderableFactory } from './orderable.ts';
import { createOrderableRegistry } from './orderable-registry.ts';
import { paymentConfigOf } from './payment-config.ts';
import { goneTargetIds } from './target-gone.ts';
import { createConfirm } from './payment-confirm.ts';
import { createWebhookHandler } from './payment-webhook.ts';

/** A webhook body is one Payment object; anything larger is not from Toss. */
const WEBHOOK_LIMIT_BYTES = 64 * 1024;

/**
 * Orders, Toss payments and the payment history (ARCHITECTURE §6, decision 0024).
 * `factories` are the orderable plug-ins, registered by the modules that sell them (server/orderables.ts;
 * tests pass their own, decision 0037).
 */
export function ordersRoutes(app: Hono<AppEnv>, deps: Deps, factories: readonly OrderableFactory[]): void {
  const { db } = deps.database;
  const registry = createOrderableRegistry(deps, factories);
  const confirm = createConfirm(deps, registry);
  const { cancel } = createCancel(deps, registry);
  const webhook = createWebhookHandler(deps, registry);
  const config = paymentConfigOf(deps);

  mount(app, ordersApi.paymentConfig, async () => config);
  mountIdempotent(app, deps, ordersApi.createOrder, ({ tx, user, body }) => createOrder(tx, registry, user.id, deps.clock.now(), body));
  mount(app, ordersApi.confirmPayment, ({ user, body }) => confirm(user.id, body));
  mount(app, ordersApi.orderItems, async ({ user }) => ({ orderItems: await listHistory(db, user.id) }));
  mount(app, ordersApi.orderItem, async ({ user, params }) => {
    const { item, order } = await ownHistoryItem(db, user.id, params.id);
    const gone = await goneTargetIds(db, registry, [item], deps.clock.now());
    return detailView(order, item, gone.has(item.id));
  });
  mountIdempotent(app, deps, ordersApi.cancelOrderItem, ({ tx, user, params, body }) => cancel(tx, user.id, params.id, body));
  mount(app, ordersApi.bankCodes, async () => ({ banks: BANK_CODES.map((bank) => ({ ...bank })) }));

  app.post(
    ordersApi.tossWebhook.path,
    bodyLimit({
      maxSize: WEBHOOK_LIMIT_BYTES,
      onError: () => {
        throw new AppError('BadRequest', 'webhook body too large');
      },
    }),
  );
  mount(app, ordersApi.tossWebhook, async ({ c, body }) => {
    // Anonymous: limited per address (decision 0032); Toss retries a 429 later.
    await deps.rate(RATE_RULES.tossWebhook, clientIp(c));
    return webhook(body);
  });
}
