/**
 * Hiding shared entries and comments from the community (SPEC §2 /admin/parent-diary; decisions
 * 0030, 0041, 0042): one transaction for the whole selection, a missing id refusing all of it
 * (NoSuchDiaryException, NoSuchCommentException), an unshared entry too (NotSharedDiaryException:
 * the community never shows it), one audit row per row that changed; rows already hidden stay as
 * they are and are not counted. Hiding is the admin's review: the target's open reports are handled.
 * Restoring is moderation's restoreContent, with the admin's reason.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { diaries, diaryComments, reports } from '../../db/schema/diaries.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';

export async function hideDiaries(db: Db, actor: AuditActor, ids: readonly number[], reason: string, now: Date): Promise<{ changed: number }> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: diaries.id, shared: diaries.shared, hiddenAt: diaries.hiddenAt })
      .from(diaries)
      .where(inArray(diaries.id, wanted))
      .for('update');
    if (found.length !== wanted.length) throw new AppError('NoSuchDiaryException');
    if (found.some((d) => !d.shared)) throw new AppError('NotSharedDiaryException');
    const changed = await tx
      .update(diaries)
      .set({ hiddenAt: now })
      .where(and(inArray(diaries.id, wanted), isNull(diaries.hiddenAt)))
      .returning({ id: diaries.id });
    const changedIds = changed.map((d) => d.id);
    if (changedIds.length > 0)
      await tx
        .update(reports)
        .set({ handledAt: now })
        .where(and(isNull(reports.handledAt), eq(reports.targetKind, 'DIARY'), inArray(reports.targetId, changedIds)));
    for (const id of changedIds)
      await recordAudit(
        tx,
        actor,
        { action: 'diary.hide', resourceKind: 'diary', resourceId: id, before: { hidden: false }, after: { hidden: true }, reason },
        now,
      );
    return { changed: changedIds.length };
  });
}

export async function hideComments(db: Db, actor: AuditActor, ids: readonly number[], reason: string, now: Date): Promise<{ changed: number }> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await tx.select({ id: diaryComments.id }).from(diaryComments).where(inArray(diaryComments.id, wanted)).for('update');
    if (found.length !== wanted.length) throw new AppError('NoSuchCommentException');
    const changed = await tx
      .update(diaryComments)
      .set({ hiddenAt: now })
      .where(and(inArray(diaryComments.id, wanted), isNull(diaryComments.hiddenAt)))
      .returning({ id: diaryComments.id, diaryId: diaryComments.diaryId });
    const changedIds = changed.map((c) => c.id);
    if (changedIds.length > 0)
      await tx
        .update(reports)
        .set({ handledAt: now })
        .where(and(isNull(reports.handledAt), eq(reports.targetKind, 'COMMENT'), inArray(reports.targetId, changedIds)));
    for (const { id, diaryId } of changed)
      await recordAudit(
        tx,
        actor,
        { action: 'comment.hide', resourceKind: 'comment', resourceId: id, before: { hidden: false, diaryId }, after: { hidden: true, diaryId }, reason },
        now,
      );
    return { changed: changedIds.length };
  });
}
