import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AuditAction } from '../../contract/audit.ts';
import '../catalog.ts';

/** Korean names of the audit actions (decision 0041). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  'member.warning_count': msg`Warning count changed`,
  'member.status': msg`Member status changed`,
  'member.phone_revealed': msg`Phone number revealed`,
  'coupon.issue': msg`Coupon issued`,
  'content.restore': msg`Content restored`,
  'diary.hide': msg`Diary hidden`,
  'diary.restore': msg`Diary restored`,
  'comment.hide': msg`Comment hidden`,
  'comment.restore': msg`Comment restored`,
  'comment.reassign': msg`Comment reassigned`,
  'order_item.cancel': msg`Order item canceled`,
};
