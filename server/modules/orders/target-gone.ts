/**
 * Whether an item's target is gone (decision 0087): a payment whose entry, report or child was
 * deleted — old data, a deposit for a target deleted while its account waited (decision 0077), a
 * path that refunds. The payment pages say so beside what became of the money; the orderables'
 * `available` is the one reader of a target, so no page knows the targets' tables.
 */
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/idempotency.ts';
import type { OrderItemRow } from './orderable.ts';
import type { OrderableRegistry } from './orderable-registry.ts';

/** True when the item's target no longer exists (`available` answers null), read in `tx`. */
export async function isTargetGone(tx: Tx, registry: OrderableRegistry, item: OrderItemRow, now: Date): Promise<boolean> {
  return (await registry.get(item.orderableType).available({ tx, memberId: item.memberId, now }, item)) === null;
}

/** The ids of the items whose target is gone, read in one transaction (the targets are read FOR SHARE). */
export async function goneTargetIds(db: Db, registry: OrderableRegistry, items: readonly OrderItemRow[], now: Date): Promise<Set<number>> {
  if (items.length === 0) return new Set();
  return db.transaction(async (tx) => {
    const gone = new Set<number>();
    for (const item of items) if (await isTargetGone(tx, registry, item, now)) gone.add(item.id);
    return gone;
  });
}
