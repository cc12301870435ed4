/**
 * An admin cancels or refunds an order item (SPEC §4, §5; decisions 0024, 0041, 0043). It is the
 * member's cancel (order-cancel.ts) on any member's item: one transaction locks the order and the
 * item, checks (not provided: CannotCancelOrderItemException; a deposited virtual account needs the
 * refund account: VirtualAccountInfoRequiredException), revokes, asks Toss, marks the item CANCELED
 * and writes the audit row. Toss is not part of the transaction, so:
 * - Toss refuses or does not answer: everything rolls back, the audit row with it; the item stays
 *   paid and the admin sees PaymentCancelRefusedException or PaymentUnavailableException.
 * - Toss canceled but our commit failed: nothing is written here; the admin's retry sends the same
 *   Idempotency-Key (or Toss answers ALREADY_CANCELED_PAYMENT and the payment is looked up), so it
 *   commits the cancel with its audit row; the CANCELED webhook settles the item if nobody retries.
 * With `amount` below what is left it is a partial refund (decision 0049): Toss gives that part
 * back, the item stays PAID (the member keeps the service) and the audit row names the amount.
 */
import type { AdminCancelBody } from '../../../src/contract/admin-payments-api.ts';
import type { Deps } from '../../deps.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { createCancel } from '../orders/order-cancel.ts';
import { lockHistoryItem } from '../orders/order-history.ts';
import type { OrderableRegistry } from '../orders/orderable-registry.ts';

export function createAdminCancel(deps: Deps, registry: OrderableRegistry) {
  const { db } = deps.database;
  const { cancelLocked } = createCancel(deps, registry);

  /** Cancels the item and answers its order's id (the caller answers the order as it is now). */
  return async function adminCancel(actor: AuditActor, itemId: number, body: AdminCancelBody): Promise<number> {
    return db.transaction(async (tx) => {
      const locked = await lockHistoryItem(tx, itemId);
      const now = deps.clock.now();
      const before = { status: locked.item.status, orderStatus: locked.order.status, refundedTotal: locked.item.refundedAmount };
      const wasPaid = locked.item.status === 'PAID';
      const { item, order } = await cancelLocked(tx, locked, body, now);
      const after = {
        status: item.status,
        orderStatus: order.status,
        // Money given back by Toss this time (a virtual account still waiting for its deposit had none to give) …
        refundedAmount: item.refundedAmount - locked.item.refundedAmount,
        // … and in all, so that a partial refund reads as one (decision 0049).
        refundedTotal: item.refundedAmount,
        ...(body.refundAccount && wasPaid ? { refundBankCode: body.refundAccount.bankCode } : {}),
      };
      await recordAudit(tx, actor, { action: 'order_item.cancel', resourceKind: 'order_item', resourceId: item.id, before, after, reason: body.reason }, now);
      return order.id;
    });
  };
}
