import type { AuditKind } from '../admin-kit/audit-kind.ts';
import { CATEGORY_LABELS, STATUS_LABELS } from './notice-labels.ts';

/** A notice's audit rows: its state and category in the words of its pages (no link: a deleted notice has no page). */
export const noticeAuditKind: AuditKind = { values: { status: STATUS_LABELS, category: CATEGORY_LABELS } };
