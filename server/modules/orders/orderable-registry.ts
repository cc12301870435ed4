import type { OrderableType } from '../../../src/contract/limits.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Orderable, OrderableFactory } from './orderable.ts';

export type OrderableRegistry = {
  /** The plug-in of a type, or 400 InvalidOrderType when nothing is sold under it. */
  get(type: OrderableType): Orderable;
};

/** The orderables by type; a later factory of the same type replaces an earlier one (tests plug theirs in so). */
export function createOrderableRegistry(deps: Deps, factories: readonly OrderableFactory[]): OrderableRegistry {
  const byType = new Map<OrderableType, Orderable>();
  for (const factory of factories) {
    const orderable = factory(deps);
    byType.set(orderable.type, orderable);
  }
  return {
    get(type) {
      const orderable = byType.get(type);
      if (!orderable) throw new AppError('InvalidOrderType', `no orderable registered for ${type}`);
      return orderable;
    },
  };
}
