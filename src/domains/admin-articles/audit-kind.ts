import type { AuditKind } from '../admin-kit/audit-kind.ts';
import { CATEGORY_LABELS, STATUS_LABELS } from './article-labels.ts';

/** A care-info article's audit rows: its state and category in the words of its pages. */
export const articleAuditKind: AuditKind = { values: { status: STATUS_LABELS, category: CATEGORY_LABELS } };
