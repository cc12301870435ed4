/**
 * Writing notices (SPEC §2 /admin/notice/write, §5, §8; decisions 0041, 0065): one transaction with
 * its audit row. A notice published for a later time is scheduled; once its time has come the
 * push job (notice-push.ts) tells members who allow pushes, once. Deleting removes the notice and
 * its read marks; the audit row keeps its title.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { NOTICES_MAX, type NoticeWriteBody } from '../../../src/contract/notices.ts';
import type { Db } from '../../db/client.ts';
import { notices } from '../../db/schema/notices.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';

const facts = (n: { title: string; category: string; pinned: boolean; status: string; publishAt: Date }) => ({
  title: n.title,
  category: n.category,
  pinned: n.pinned,
  status: n.status,
  publishAt: n.publishAt.toISOString(),
});

/**
 * When the notice goes out (decision 0082). Publishing what members could not see yet (a new notice,
 * a draft, a hidden one) publishes now unless a later time is chosen: a draft keeps the time it was
 * first saved, and publishing it with that time would date it in the past, under older notices. A
 * published notice keeps the time given, or its own when none is.
 */
function publishTime(body: NoticeWriteBody, now: Date, before?: { status: string; publishAt: Date }): Date {
  const chosen = body.publishAt ? new Date(body.publishAt) : undefined;
  const publishing = body.status === 'PUBLISHED' && before?.status !== 'PUBLISHED';
  if (publishing) return chosen && chosen > now ? chosen : now;
  return chosen ?? before?.publishAt ?? now;
}

const valuesOf = (body: NoticeWriteBody, now: Date, before?: { status: string; publishAt: Date }) => ({
  title: body.title,
  content: body.content,
  contentText: body.contentText,
  category: body.category,
  pinned: body.pinned,
  status: body.status,
  publishAt: publishTime(body, now, before),
});

export async function createNotice(db: Db, actor: AuditActor, body: NoticeWriteBody, now: Date): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [total] = await tx.select({ n: count() }).from(notices);
    if ((total?.n ?? 0) >= NOTICES_MAX) throw new AppError('TooManyRequestsException', 'notice cap');
    const values = valuesOf(body, now);
    const [row] = await tx
      .insert(notices)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning({ id: notices.id });
    if (!row) throw new Error('insert returned no row');
    await recordAudit(tx, actor, { action: 'notice.create', resourceKind: 'notice', resourceId: row.id, after: facts(values) }, now);
    return { id: row.id };
  });
}

/** A change to the text, category, pin, state or time. A notice is pushed once at most: a change never pushes it again. */
export async function updateNotice(db: Db, actor: AuditActor, id: number, body: NoticeWriteBody, now: Date): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(notices).where(eq(notices.id, id)).for('update');
    if (!before) throw new AppError('NotFound', 'no such notice');
    const values = valuesOf(body, now, before);
    await tx
      .update(notices)
      .set({ ...values, updatedAt: now })
      .where(eq(notices.id, id));
    await recordAudit(
      tx,
      actor,
      {
        action: 'notice.update',
        resourceKind: 'notice',
        resourceId: id,
        before: facts(before),
        after: { ...facts(values), ...(body.contentText !== before.contentText ? { content: 'changed' } : {}) },
      },
      now,
    );
    return { id };
  });
}

/** One transaction for the selection; a missing id refuses all of it (NotFound). */
export async function deleteNotices(db: Db, actor: AuditActor, ids: readonly number[], reason: string, now: Date): Promise<{ changed: number }> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await tx.select().from(notices).where(inArray(notices.id, wanted)).for('update');
    if (found.length !== wanted.length) throw new AppError('NotFound', 'no such notice');
    await tx.delete(notices).where(inArray(notices.id, wanted));
    for (const row of found)
      await recordAudit(tx, actor, { action: 'notice.delete', resourceKind: 'notice', resourceId: row.id, before: facts(row), reason }, now);
    return { changed: found.length };
  });
}
