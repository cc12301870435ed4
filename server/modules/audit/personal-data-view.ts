/**
 * Who looked at whose personal data (decision 0048): Korea's personal-information rules expect a
 * record of every access to members' personal data by the people who handle it (who, when, from
 * where, whose record). Opening a member, a diary entry or an order in the back office writes a
 * `personal_data.view` row, read back in /admin/audit-log like every change.
 *
 * A detail page reads its record again after every action and when the window regains focus, so the
 * same admin, address and record write one row per VIEW_ROW_WINDOW_MS, not one per refetch.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { AuditResourceKind } from '../../../src/contract/audit.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { recordAudit, type AuditActor } from './audit.service.ts';

export const VIEW_ROW_WINDOW_MS = 10 * 60_000;

export type ViewedRecord = {
  resourceKind: AuditResourceKind;
  resourceId: number;
  /** Whose data it is, when the record is not the member. */ memberId?: number;
};

/**
 * Writes the view row of a record the caller has just read (call it before answering, so no personal
 * data leaves without its row), unless this admin viewed it from the same address within the window.
 */
export async function recordView(db: Db, actor: AuditActor, record: ViewedRecord, now: Date): Promise<void> {
  const [recent] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.resourceKind, record.resourceKind),
        eq(auditLog.resourceId, record.resourceId),
        eq(auditLog.action, 'personal_data.view'),
        eq(auditLog.adminId, actor.adminId),
        eq(auditLog.clientAddress, actor.clientAddress),
        gt(auditLog.createdAt, new Date(now.getTime() - VIEW_ROW_WINDOW_MS)),
      ),
    )
    .limit(1);
  if (recent) return;
  await recordAudit(
    db,
    actor,
    {
      action: 'personal_data.view',
      resourceKind: record.resourceKind,
      resourceId: record.resourceId,
      after: record.memberId === undefined ? null : { memberId: record.memberId },
    },
    now,
  );
}
