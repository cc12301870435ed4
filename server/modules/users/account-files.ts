import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { dataExports } from '../../db/schema/data-exports.ts';
import { diaryPdfs } from '../../db/schema/diary-pdfs.ts';
import { inquiries } from '../../db/schema/inquiries.ts';
import { childFileKeys, storedKeys } from '../children/child-files.ts';

/**
 * The files an account owns (decision 0032): its children's files (profile photos, diary photos,
 * examination result PDFs; children/child-files.ts), the member's PDF books and the photos of their
 * 1:1 inquiries (decision 0072). Read in the deletion's transaction before the rows go, deleted after
 * the commit. The inquiry rows are locked, as the children's are, so a photo attached meanwhile is
 * either read here or refused for want of its inquiry.
 */
export async function accountFileKeys(q: Pick<Db, 'select'>, userId: number): Promise<string[]> {
  const own = await q.select({ id: children.id }).from(children).where(eq(children.memberId, userId));
  const childIds = own.map((child) => child.id);
  const ofChildren = await childFileKeys(q, childIds);
  const books = await q
    .select({ key: diaryPdfs.storageKey })
    .from(diaryPdfs)
    .where(and(eq(diaryPdfs.memberId, userId), isNotNull(diaryPdfs.storageKey)));
  const photos = await q.select({ key: inquiries.photoKey }).from(inquiries).where(eq(inquiries.memberId, userId)).for('update');
  // The member's data copies hold everything of theirs (decision 0099): they go with the account.
  const copies = await q
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.memberId, userId), isNotNull(dataExports.storageKey)));
  return [...ofChildren, ...storedKeys([...books, ...photos, ...copies])];
}
