/**
 * One way to store a file with the row that names it (decision 0091): the file is written first,
 * outside any transaction (a slow store never holds a row lock), then the row is committed in one
 * transaction; when that transaction fails, or its answer says no row names the file, the file is
 * deleted again. So a row never names a missing file, and a failed write leaves no file behind; only
 * a process that dies between the two steps can leave one (a staged picture's sweep takes those,
 * server/lib/staged-images.ts). Files no longer named are deleted after the commit (forgetFiles).
 */
import type { Deps } from '../deps.ts';
import { newStorageKey } from '../integrations/storage.ts';

export type FileToStore = { folder: string; extension: string; bytes: Uint8Array; contentType: string };

type FileDeps = Pick<Deps, 'storage' | 'log'>;

/**
 * Stores `file` under a fresh key, then runs `commit(key)` — one transaction that names the key on
 * its row. A failed store, a thrown error, or an answer `named` says does not name the key (a replay
 * answered from before, a job given up meanwhile) deletes the file; the error is thrown on, the
 * answer returned.
 */
export async function storeThenCommit<T>(
  deps: FileDeps,
  file: FileToStore,
  commit: (key: string) => Promise<T>,
  named: (result: T) => boolean = () => true,
): Promise<T> {
  const key = newStorageKey(file.folder, file.extension);
  try {
    await deps.storage.put(key, { bytes: file.bytes, contentType: file.contentType });
  } catch (error) {
    // A store that failed late (a bucket that timed out after taking the bytes) may have kept them.
    await forgetFiles(deps, [key], 'a store that failed');
    throw error;
  }
  let result: T;
  try {
    result = await commit(key);
  } catch (error) {
    await forgetFiles(deps, [key], 'a write that failed');
    throw error;
  }
  if (!named(result)) await forgetFiles(deps, [key], 'a write that did not name it');
  return result;
}

/**
 * Deletes files no row names any more, after the commit that stopped naming them: one that fails is
 * logged (an orphan file, never a failed request) and the rest still go. Answers how many failed.
 */
export async function forgetFiles({ storage, log }: FileDeps, keys: readonly (string | null | undefined)[], owner: string): Promise<number> {
  let failed = 0;
  for (const key of new Set(keys)) {
    if (!key) continue;
    try {
      await storage.delete(key);
    } catch (error) {
      failed++;
      log.error({ err: error, key }, `a file of ${owner} could not be deleted`);
    }
  }
  return failed;
}
