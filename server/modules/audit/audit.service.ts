/**
 * The audit log (decision 0041): recordAudit writes one row in the transaction of the admin change it
 * describes (pass the transaction, never the pool), and the list reads them back newest first.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AuditEntry } from '../../../src/contract/audit-api.ts';
import type { AuditAction, AuditListQuery, AuditResourceKind } from '../../../src/contract/audit.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { koreaDayRange, listPage, orderOf } from '../../lib/admin-list.ts';
import { koreaTime } from '../../lib/csv-stream.ts';
import { AUDIT_ACTION_WORDS, AUDIT_RESOURCE_WORDS, wordOf } from '../../lib/list-words.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';

/** Who made a change and from where: the signed-in admin and server/lib/client-address.ts's address. */
export type AuditActor = { adminId: number; clientAddress: string };

export function actorOf(c: Context<AppEnv>): AuditActor {
  const user = c.get('user');
  if (!user) throw new AppError('UserAuthenticationException');
  return { adminId: user.id, clientAddress: c.get('clientAddress') };
}

export type AuditRecord = {
  action: AuditAction;
  resourceKind: AuditResourceKind;
  resourceId: number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

/** Writes the audit row of a change; call it with the change's transaction. */
export async function recordAudit(tx: Pick<Db, 'insert'>, actor: AuditActor, record: AuditRecord, now: Date): Promise<void> {
  await tx.insert(auditLog).values({
    adminId: actor.adminId,
    action: record.action,
    resourceKind: record.resourceKind,
    resourceId: record.resourceId,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? null,
    clientAddress: actor.clientAddress,
    createdAt: now,
  });
}

function where(query: AuditListQuery): SQL | undefined {
  return and(
    query.adminId === undefined ? undefined : eq(auditLog.adminId, query.adminId),
    query.action === undefined ? undefined : eq(auditLog.action, query.action),
    query.resourceKind === undefined ? undefined : eq(auditLog.resourceKind, query.resourceKind),
    query.resourceId === undefined ? undefined : eq(auditLog.resourceId, query.resourceId),
    ...koreaDayRange(auditLog.createdAt, query.from, query.to),
  );
}

const entryColumns = {
  id: auditLog.id,
  adminId: auditLog.adminId,
  adminName: sql<string>`coalesce(${users.name}, ${users.nickname}, ${users.loginId}, '')`,
  action: auditLog.action,
  resourceKind: auditLog.resourceKind,
  resourceId: auditLog.resourceId,
  before: auditLog.before,
  after: auditLog.after,
  reason: auditLog.reason,
  clientAddress: auditLog.clientAddress,
  createdAt: auditLog.createdAt,
  orderId: orderItems.orderId,
};

async function rows(db: Db, query: AuditListQuery, offset: number, limit: number): Promise<AuditEntry[]> {
  const found = await db
    .select(entryColumns)
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.adminId))
    // An order item's row links to its order's detail (/admin/payment?orderId=…); the item may be gone.
    .leftJoin(orderItems, and(eq(auditLog.resourceKind, 'order_item'), eq(orderItems.id, auditLog.resourceId)))
    .where(where(query))
    .orderBy(...orderOf({ createdAt: auditLog.createdAt }, auditLog.id, 'createdAt', query.dir))
    .limit(limit)
    .offset(offset);
  return found.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

const filtered = (db: Db, query: AuditListQuery) => db.select({ id: auditLog.id }).from(auditLog).where(where(query)).$dynamic();

export function auditList(db: Db, query: AuditListQuery) {
  return listPage(db, query, filtered(db, query), (offset, limit) => rows(db, query, offset, limit));
}

/**
 * The audit log's CSV (decision 0046): Korea time, the log's words; exporting it is itself audited.
 * A CsvExport of csv-export.ts, checked where it is passed: naming the type here would make the two
 * files import each other (csv-export records through this service; decision 0053 forbids the cycle).
 */
export function auditCsv(db: Db, query: AuditListQuery) {
  return {
    list: 'audit_log' as const,
    name: '감사기록',
    header: ['번호', '시각', '관리자 번호', '관리자', '작업', '대상 종류', '대상 번호', '변경 전', '변경 후', '사유', '접속 주소'],
    filtered: filtered(db, query),
    read: async (offset: number, limit: number) =>
      (await rows(db, query, offset, limit)).map((e) => [
        e.id,
        koreaTime(e.createdAt),
        e.adminId,
        e.adminName,
        wordOf(AUDIT_ACTION_WORDS, e.action),
        wordOf(AUDIT_RESOURCE_WORDS, e.resourceKind),
        e.resourceId,
        e.before === null ? '' : JSON.stringify(e.before),
        e.after === null ? '' : JSON.stringify(e.after),
        e.reason,
        e.clientAddress,
      ]),
  };
}

/** The admin accounts by name: the choices of the log's admin filter. */
export async function auditAdmins(db: Db) {
  const admins = await db.select({ id: users.id, name: entryColumns.adminName }).from(users).where(eq(users.role, 'ROLE_ADMIN')).orderBy(users.id);
  return { admins };
}
