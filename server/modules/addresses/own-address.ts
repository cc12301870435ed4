import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AddressRow } from './address-view.ts';

type Queryable = Pick<Db, 'select'>;

/** The member's address, or 404 NoSuchAddressException (another member's address looks like none). */
export async function ownAddress(q: Queryable, memberId: number, id: number, options: { lock?: boolean } = {}): Promise<AddressRow> {
  const query = q
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NoSuchAddressException');
  return row;
}

/** The member's default address, null when they have none. */
export async function defaultAddressRow(q: Queryable, memberId: number): Promise<AddressRow | null> {
  const [row] = await q
    .select()
    .from(addresses)
    .where(and(eq(addresses.memberId, memberId), eq(addresses.isDefault, true)))
    .limit(1);
  return row ?? null;
}
