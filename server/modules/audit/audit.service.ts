/**
 * The audit log (decision 0041): recordAudit writes one row in the transaction of the admin change it
 * describes (pass the transaction, never the pool), and the list reads them back newest first.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { changeText, personIdsOf } from '../../../src/contract/audit-change.ts';
import type { Context } from 'hono';
import type { AuditEntry } from '../../../src/contract/audit-api.ts';
import { EXPORT_LISTS, type AuditAction, type AuditListQuery, type AuditResourceKind } from '../../../src/contract/audit.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { koreaDayRange } from '../../lib/admin-list.ts';
import { koreaTime } from '../../lib/csv-stream.ts';
import { declareList } from '../../lib/list-declaration.ts';
import { AUDIT_ACTION_WORDS, AUDIT_RESOURCE_WORDS, EXPORT_LIST_WORDS, auditChangeWords } from '../../lib/audit-words.ts';
import { wordOf } from '../../lib/list-words.ts';
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

/**
 * The changed record by name (decision 0082): who or what an operator knows it as, read from its
 * table when the row is written about (null when it is gone). A list's name comes from EXPORT_LISTS.
 */
const resourceName = sql<string | null>`case ${auditLog.resourceKind}
  when 'member' then (select coalesce(u.nickname, u.name, u.login_id) from users u where u.id = ${auditLog.resourceId})
  when 'product' then (select p.title from products p where p.id = ${auditLog.resourceId})
  when 'notice' then (select n.title from notices n where n.id = ${auditLog.resourceId})
  when 'article' then (select a.title from articles a where a.id = ${auditLog.resourceId})
  when 'coupon' then (select c.name from coupons c where c.id = ${auditLog.resourceId})
  when 'order_item' then (select i.name from order_items i where i.id = ${auditLog.resourceId})
  when 'order' then (select o.order_name from orders o where o.id = ${auditLog.resourceId})
  when 'diary' then (select ch.nickname || ' ' || to_char(d.entry_date, 'YYYY-MM-DD') from diaries d join children ch on ch.id = d.child_id where d.id = ${auditLog.resourceId})
  when 'comment' then (select ch.nickname || ' ' || to_char(d.entry_date, 'YYYY-MM-DD') from diary_comments dc join diaries d on d.id = dc.diary_id join children ch on ch.id = d.child_id where dc.id = ${auditLog.resourceId})
  when 'report' then (select ch.nickname || ' ' || r.month from monthly_reports r join children ch on ch.id = r.child_id where r.id = ${auditLog.resourceId})
  when 'examination' then (select ch.nickname from examinations e join children ch on ch.id = e.child_id where e.id = ${auditLog.resourceId})
  when 'consultation' then (select coalesce(u.nickname, u.name) from consultations c join users u on u.id = c.member_id where c.id = ${auditLog.resourceId})
  when 'inquiry' then (select coalesce(u.nickname, u.name) from inquiries q join users u on u.id = q.member_id where q.id = ${auditLog.resourceId})
  end`;

const entryColumns = {
  id: auditLog.id,
  adminId: auditLog.adminId,
  adminName: sql<string>`coalesce(${users.name}, ${users.nickname}, ${users.loginId}, '')`,
  resourceName,
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

/** A `list.export` row's list: its place in EXPORT_LISTS plus one. */
const listWord = (resourceId: number) => {
  const list = EXPORT_LISTS[resourceId - 1];
  return list ? EXPORT_LIST_WORDS[list] : undefined;
};

/** The names of the people a page of rows names, in one query. */
async function namesOf(db: Pick<Db, 'select'>, ids: number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: sql<string>`coalesce(${users.nickname}, ${users.name}, ${users.loginId}, '')` })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The audit log as a list of the kit (decision 0090): newest first, the names a page names read once per page. */
export const auditListDeclaration = declareList({
  select: (db: Pick<Db, 'select'>) =>
    db
      .select(entryColumns)
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.adminId))
      // An order item's row links to its order's detail (/admin/payment?orderId=…); the item may be gone.
      .leftJoin(orderItems, and(eq(auditLog.resourceKind, 'order_item'), eq(orderItems.id, auditLog.resourceId)))
      .$dynamic(),
  id: auditLog.id,
  where: (query: AuditListQuery, _ctx: Record<string, never>) => where(query),
  sort: () => auditLog.createdAt,
  row: (row): AuditEntry => ({
    ...row,
    resourceName: row.resourceKind === 'list' ? (listWord(row.resourceId) ?? row.resourceName) : row.resourceName,
    people: {},
    createdAt: row.createdAt.toISOString(),
  }),
  complete: async (db, entries) => {
    const people = await namesOf(db, entries.flatMap(personIdsOf));
    return entries.map((entry) => ({
      ...entry,
      people: Object.fromEntries(personIdsOf(entry).flatMap((id) => (people.has(id) ? [[String(id), people.get(id) ?? '']] : []))),
    }));
  },
  // The audit log's CSV (decision 0046): Korea time, the log's words; exporting it is itself audited.
  csv: {
    list: 'audit_log',
    name: '감사기록',
    columns: [
      ['번호', (e) => e.id],
      ['시각 (한국 시간)', (e) => koreaTime(e.createdAt)],
      ['관리자', (e) => e.adminName],
      ['작업', (e) => wordOf(AUDIT_ACTION_WORDS, e.action)],
      ['대상 종류', (e) => wordOf(AUDIT_RESOURCE_WORDS, e.resourceKind)],
      ['대상', (e) => e.resourceName ?? ''],
      ['대상 번호', (e) => e.resourceId],
      // The change in words, a line per field (decision 0082): never the stored JSON.
      ['변경 내용', (e) => changeText(e, auditChangeWords(e.people, e.resourceKind))],
      ['사유', (e) => e.reason],
      ['접속 주소', (e) => e.clientAddress],
    ],
  },
});

export const auditList = (db: Db, query: AuditListQuery) => auditListDeclaration.page(db, query, {});
export const auditCsv = (db: Db, query: AuditListQuery) => auditListDeclaration.csv(db, query, {});

/** The admin accounts by name: the choices of the log's admin filter. */
export async function auditAdmins(db: Db) {
  const admins = await db.select({ id: users.id, name: entryColumns.adminName }).from(users).where(eq(users.role, 'ROLE_ADMIN')).orderBy(users.id);
  return { admins };
}
