/**
 * PRODUCT (SPEC §3 Orderable types; decision 0022): priced by the product's own row — the orders
 * service multiplies the unit amount by the quantity —, delivered to one of the member's addresses,
 * whose fields are copied into the item so that a later edit or delete of the address never changes
 * where a paid order goes.
 */
import { eq } from 'drizzle-orm';
import type { OrderCreateBody } from '../../../src/contract/orders.ts';
import type { Deps } from '../../deps.ts';
import { products } from '../../db/schema/products.ts';
import { AppError } from '../../lib/app-error.ts';
import { shippingAddressOf } from '../addresses/address-view.ts';
import { ownAddress } from '../addresses/own-address.ts';
import type { Orderable, OrderableContext, OrderableFactory, PricedItem } from '../orders/orderable.ts';
import { buyableProduct } from './on-sale-product.ts';

export const productOrderable: OrderableFactory = (_deps: Deps): Orderable => ({
  type: 'PRODUCT',

  /** 404 NotFound for a product not on sale, 409 ProductHiddenException for a hidden one; 404 NoSuchAddressException without the member's address. */
  async price({ tx, memberId }: OrderableContext, body: OrderCreateBody): Promise<PricedItem> {
    const product = await buyableProduct(tx, body.targetId);
    if (body.addressId == null) throw new AppError('NoSuchAddressException', 'a product order needs a delivery address');
    const address = await ownAddress(tx, memberId, body.addressId);
    return { name: product.title, unitAmount: product.price, detail: { shippingAddress: shippingAddressOf(address) } };
  },

  /** A product is never removed (decision 0064): taken off sale, it is still there but no longer sold. */
  async available({ tx }, item) {
    const [product] = await tx.select().from(products).where(eq(products.id, item.targetId)).limit(1);
    if (!product) return null;
    // buyableProduct is the one rule of what the shop sells (on sale, not hidden); its refusal here only means "not now".
    const onSale = await buyableProduct(tx, product.id).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError) return false;
        throw error;
      },
    );
    return { unitAmount: product.price, onSale };
  },

  // A product is "provided" once an admin ships it (product management, not built yet): nothing happens at payment …
  async fulfil() {},
  // … and nothing was made that a cancel would have to take back.
  async revoke() {},
});
