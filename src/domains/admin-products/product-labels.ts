import { msg } from '@lingui/core/macro';
import type { AdminProductStatus } from '../../contract/admin-products.ts';
import './catalog.ts';

export const STATUS_LABELS = { ON_SALE: msg`On sale`, HIDDEN: msg`Hidden (out of stock)`, DELETED: msg`Taken off sale` } as const satisfies Record<
  AdminProductStatus,
  unknown
>;
