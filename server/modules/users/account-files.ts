import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { diaries, diaryImages } from '../../db/schema/diaries.ts';
import { diaryPdfs } from '../../db/schema/diary-pdfs.ts';
import type { Deps } from '../../deps.ts';

/**
 * The files an account owns (decision 0032): its children's profile photos, the photos of their
 * diary entries and the member's PDF books. Read before the rows go, deleted after they are gone.
 */
export async function accountFileKeys(q: Pick<Db, 'select'>, userId: number): Promise<string[]> {
  const profiles = await q
    .select({ key: children.profileImageKey })
    .from(children)
    .where(and(eq(children.memberId, userId), isNotNull(children.profileImageKey)));
  const photos = await q
    .select({ key: diaryImages.storageKey })
    .from(diaryImages)
    .innerJoin(diaries, eq(diaries.id, diaryImages.diaryId))
    .where(eq(diaries.memberId, userId));
  const books = await q
    .select({ key: diaryPdfs.storageKey })
    .from(diaryPdfs)
    .where(and(eq(diaryPdfs.memberId, userId), isNotNull(diaryPdfs.storageKey)));
  return [...profiles, ...photos, ...books].map((r) => r.key).filter((k): k is string => typeof k === 'string' && k.length > 0);
}

/** Deletes the files on disk or in the bucket; one that fails is logged and the rest still go. */
export async function deleteAccountFiles({ storage, log }: Pick<Deps, 'storage' | 'log'>, keys: readonly string[]): Promise<number> {
  let failed = 0;
  for (const key of new Set(keys)) {
    try {
      await storage.delete(key);
    } catch (error) {
      failed++;
      log.error({ err: error, key }, 'a deleted account\u2019s file could not be deleted');
    }
  }
  return failed;
}
