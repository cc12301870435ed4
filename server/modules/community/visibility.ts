import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { diaries, diaryComments, memberBlocks } from '../../db/schema/diaries.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';

type Queryable = Pick<Db, 'select'>;

/** SQL: `viewerId` blocked the member `memberColumn`. */
export function blockedBy(viewerId: number, memberColumn: typeof diaries.memberId | typeof diaryComments.authorId) {
  return sql`exists (select 1 from ${memberBlocks} where ${memberBlocks.blockerId} = ${viewerId} and ${memberBlocks.blockedId} = ${memberColumn})`;
}

/**
 * A diary entry as the community may show it to `viewerId`: 404 NoSuchDiaryException when it does
 * not exist, its author was blocked by the viewer or is no longer active (restricted, withdrawn), or
 * reports hid it pending review (decision 0030: its author still sees it), or it is someone else's and
 * not shared (the same answer as for a missing one, decision 0032);
 * 409 NotSharedDiaryException for the viewer's own unshared entry, unless `allowOwn`.
 */
export async function visibleDiary(db: Queryable, viewerId: number, diaryId: number, options: { allowOwn: boolean }) {
  const [row] = await db
    .select({ diary: diaries, authorNickname: users.nickname, authorStatus: users.status, blocked: blockedBy(viewerId, diaries.memberId).mapWith(Boolean) })
    .from(diaries)
    .innerJoin(users, eq(users.id, diaries.memberId))
    .where(and(eq(diaries.id, diaryId)))
    .limit(1);
  if (!row) throw new AppError('NoSuchDiaryException');
  const own = row.diary.memberId === viewerId;
  if (!own && (row.blocked || row.authorStatus !== 'ACTIVE' || row.diary.hiddenAt !== null)) throw new AppError('NoSuchDiaryException');
  // Someone else's unshared entry answers as a missing one: its existence is not revealed (decision 0032).
  if (!row.diary.shared && !own) throw new AppError('NoSuchDiaryException');
  if (!row.diary.shared && !options.allowOwn) throw new AppError('NotSharedDiaryException');
  return { ...row.diary, own, authorNickname: row.authorNickname ?? '' };
}
