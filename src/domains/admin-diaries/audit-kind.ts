import { linkOptions } from '@tanstack/react-router';
import type { AuditKind } from '../admin-kit/audit-kind.ts';

/** A diary entry's audit rows open the entry's detail. */
export const diaryAuditKind: AuditKind = {
  open: (record) => linkOptions({ to: '/admin/parent-diary/diary/diary-detail', search: { diaryId: record.resourceId } }),
};

/** A comment has no page of its own (its diaryId field names the entry). */
export const commentAuditKind: AuditKind = {};
