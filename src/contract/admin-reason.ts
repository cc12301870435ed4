/**
 * The reason every admin change carries into the audit log (decisions 0041, 0048): never empty, at
 * most ADMIN_REASON_MAX characters. Its own light module, so a contract file that member pages load
 * (the coupon issue body sits in expert-comments.ts) takes no admin endpoints with it.
 */
import * as v from 'valibot';
import { Str } from './primitives.ts';

export const ADMIN_REASON_MAX = 300;

export const AdminReason = v.pipe(Str, v.trim(), v.minLength(1), v.maxLength(ADMIN_REASON_MAX));

/** A change whose only input is its reason (lift a restriction, reveal a phone, restore an entry). */
export const ReasonBody = v.object({ reason: AdminReason });
