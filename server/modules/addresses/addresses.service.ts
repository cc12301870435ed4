/**
 * The member's delivery addresses (decision 0026). Every write takes the member's row
 * lock first, so that two tabs adding their first address, or moving the default at once, run one
 * after the other: the first address is the default, exactly one address is the default while any
 * exist, and deleting the default makes the newest remaining one the default.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { AddressBody, MemberAddress } from '../../../src/contract/addresses.ts';
import { MEMBER_CAPS } from '../../../src/contract/limits.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/idempotency.ts';
import { addressView } from './address-view.ts';
import { ownAddress } from './own-address.ts';

/** Default first, then newest first: the order of /my-page/address and of the address picker. */
const listOrder = [desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id)] as const;

export function createAddressService(deps: Deps) {
  const { db } = deps.database;
  const { clock } = deps;

  /** Serializes the member's address writes (see the file comment). */
  async function lockMember(tx: Tx, memberId: number): Promise<void> {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for('update');
    if (!row) throw new AppError('NoSuchUserException');
  }

  /** Clears the member's default; the caller sets the new one in the same transaction. */
  async function clearDefault(tx: Tx, memberId: number): Promise<void> {
    await tx
      .update(addresses)
      .set({ isDefault: false, updatedAt: clock.now() })
      .where(and(eq(addresses.memberId, memberId), eq(addresses.isDefault, true)));
  }

  const fieldsOf = (body: AddressBody) => ({
    addressName: body.addressName,
    recipientName: body.recipientName,
    receiverMobilePhone: body.receiverMobilePhone,
    receiverHomePhone: body.receiverHomePhone || null,
    street: body.street,
    detail: body.detail,
    postalCode: body.postalCode,
  });

  return {
    async list(memberId: number): Promise<MemberAddress[]> {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.memberId, memberId))
        .orderBy(...listOrder);
      return rows.map(addressView);
    },

    async read(memberId: number, id: number): Promise<MemberAddress> {
      return addressView(await ownAddress(db, memberId, id));
    },

    /** The first address is the default whatever `isDefault` says; a later one only when asked. */
    async create(tx: Tx, memberId: number, body: AddressBody): Promise<MemberAddress> {
      await lockMember(tx, memberId);
      const existing = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.memberId, memberId)).limit(MEMBER_CAPS.addresses);
      if (existing.length >= MEMBER_CAPS.addresses) throw new AppError('TooManyAddressesException');
      const isDefault = existing.length === 0 || body.isDefault;
      if (isDefault) await clearDefault(tx, memberId);
      const now = clock.now();
      const [row] = await tx
        .insert(addresses)
        .values({ memberId, ...fieldsOf(body), isDefault, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new AppError('UnknownErrorOccurred', 'address insert returned nothing');
      return addressView(row);
    },

    /**
     * `isDefault: true` moves the default here. `false` on the default changes nothing about it: a
     * member with addresses always has a default, which moves only when another becomes it.
     */
    async edit(tx: Tx, memberId: number, id: number, body: AddressBody): Promise<MemberAddress> {
      await lockMember(tx, memberId);
      const row = await ownAddress(tx, memberId, id, { lock: true });
      const isDefault = row.isDefault || body.isDefault;
      if (isDefault && !row.isDefault) await clearDefault(tx, memberId);
      const [updated] = await tx
        .update(addresses)
        .set({ ...fieldsOf(body), isDefault, updatedAt: clock.now() })
        .where(eq(addresses.id, row.id))
        .returning();
      return addressView(updated ?? row);
    },

    /** Deleting the default makes the newest remaining address the default. */
    async remove(memberId: number, id: number): Promise<null> {
      await db.transaction(async (tx) => {
        await lockMember(tx, memberId);
        const row = await ownAddress(tx, memberId, id, { lock: true });
        await tx.delete(addresses).where(eq(addresses.id, row.id));
        if (!row.isDefault) return;
        const [newest] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.memberId, memberId))
          .orderBy(desc(addresses.createdAt), desc(addresses.id))
          .limit(1);
        if (newest) await tx.update(addresses).set({ isDefault: true, updatedAt: clock.now() }).where(eq(addresses.id, newest.id));
      });
      return null;
    },
  };
}
