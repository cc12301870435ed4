import { msg } from '@lingui/core/macro';
import type { CouponStatus } from '../../contract/coupons.ts';
import './catalog.ts';

/** A coupon's state: the member's coupon box, the back office and the CSV (server/lib/list-words.ts COUPON_STATUS_WORDS; decision 0093). */
export const COUPON_STATUS_LABELS = { AVAILABLE: msg`Available`, USED: msg`Used`, EXPIRED: msg`Expired` } as const satisfies Record<CouponStatus, unknown>;
