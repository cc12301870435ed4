import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { CommunityComment } from '../../../src/contract/community-api.ts';
import { MEMBER_CAPS } from '../../../src/contract/limits.ts';
import type { Db } from '../../db/client.ts';
import { diaryComments } from '../../db/schema/diaries.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { visibleComments } from './feed.service.ts';
import { visibleDiary } from './visibility.ts';

type CommentRow = typeof diaryComments.$inferSelect;

function view(row: CommentRow, nickname: string | null, viewerId: number): CommunityComment {
  return {
    id: row.id,
    diaryId: row.diaryId,
    kind: row.kind,
    author: { id: row.authorId, nickname: nickname ?? '' },
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    edited: row.updatedAt.getTime() > row.createdAt.getTime(),
    mine: row.authorId === viewerId,
  };
}

/** Comments of an entry the viewer may read (shared, or their own), oldest first; blocked and inactive authors left out. */
export async function listComments(db: Db, viewerId: number, diaryId: number): Promise<CommunityComment[]> {
  await visibleDiary(db, viewerId, diaryId, { allowOwn: true });
  const rows = await db
    .select({ comment: diaryComments, nickname: users.nickname })
    .from(diaryComments)
    .innerJoin(users, eq(users.id, diaryComments.authorId))
    .where(and(eq(diaryComments.diaryId, diaryId), visibleComments(viewerId)))
    .orderBy(asc(diaryComments.createdAt), asc(diaryComments.id));
  return rows.map((row) => view(row.comment, row.nickname, viewerId));
}

/** A new comment on a shared entry (NotSharedDiaryException otherwise, even on one's own). */
export async function addComment(db: Db, viewerId: number, diaryId: number, content: string, now: Date): Promise<CommunityComment> {
  const diary = await visibleDiary(db, viewerId, diaryId, { allowOwn: false });
  // Per-member pace (decision 0031): MEMBER_CAPS.commentsPerMinute within the last minute.
  const recent = await db
    .select({ id: diaryComments.id })
    .from(diaryComments)
    .where(and(eq(diaryComments.authorId, viewerId), gt(diaryComments.createdAt, new Date(now.getTime() - 60_000))))
    .limit(MEMBER_CAPS.commentsPerMinute);
  if (recent.length >= MEMBER_CAPS.commentsPerMinute) throw new AppError('TooManyCommentsException');
  const [row] = await db
    .insert(diaryComments)
    .values({ diaryId: diary.id, authorId: viewerId, kind: 'MEMBER', content, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new AppError('UnknownErrorOccurred');
  return view(row, await nicknameOf(db, viewerId), viewerId);
}

/** The viewer's own live member comment, or 404 NoSuchCommentException (another's is indistinguishable from none). */
async function ownComment(db: Db, viewerId: number, commentId: number) {
  const [row] = await db
    .select()
    .from(diaryComments)
    .where(and(eq(diaryComments.id, commentId), eq(diaryComments.authorId, viewerId), eq(diaryComments.kind, 'MEMBER'), isNull(diaryComments.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('NoSuchCommentException');
  return row;
}

/** Edit one's own comment; the entry must still be shared. */
export async function editComment(db: Db, viewerId: number, commentId: number, content: string, now: Date): Promise<CommunityComment> {
  const comment = await ownComment(db, viewerId, commentId);
  await visibleDiary(db, viewerId, comment.diaryId, { allowOwn: false });
  const [row] = await db
    .update(diaryComments)
    .set({ content, updatedAt: now })
    .where(and(eq(diaryComments.id, comment.id), isNull(diaryComments.deletedAt)))
    .returning();
  if (!row) throw new AppError('NoSuchCommentException');
  return view(row, await nicknameOf(db, viewerId), viewerId);
}

/** Soft-delete one's own comment (kept for the admin's comment management). */
export async function deleteComment(db: Db, viewerId: number, commentId: number, now: Date): Promise<void> {
  const comment = await ownComment(db, viewerId, commentId);
  const gone = await db
    .update(diaryComments)
    .set({ deletedAt: now })
    .where(and(eq(diaryComments.id, comment.id), isNull(diaryComments.deletedAt)))
    .returning({ id: diaryComments.id });
  if (gone.length === 0) throw new AppError('NoSuchCommentException');
}

async function nicknameOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId));
  return row?.nickname ?? '';
}
