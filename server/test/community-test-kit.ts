/**
 * Shared entries for the community server tests (not a test file itself): rows inserted directly,
 * so that these tests do not depend on the diary module's share endpoint.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { diaries, diaryComments, diaryImages } from '../db/schema/diaries.ts';

const NO_AREAS = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };

export type EntrySeed = {
  memberId: number;
  childId: number;
  entryDate: string;
  sharedAt?: Date | null;
  text?: string;
  title?: string | null;
  images?: number;
  areas?: Record<string, unknown>;
};

/** One entry, shared at `sharedAt` (null: not shared); answers its id. */
export async function insertEntry(db: Db, seed: EntrySeed): Promise<number> {
  const shared = seed.sharedAt !== null;
  const sharedAt = seed.sharedAt === undefined ? new Date() : seed.sharedAt;
  const [row] = await db
    .insert(diaries)
    .values({
      memberId: seed.memberId,
      childId: seed.childId,
      clientId: randomUUID(),
      entryDate: seed.entryDate,
      writtenOn: seed.entryDate,
      title: seed.title ?? null,
      areas: { ...NO_AREAS, ...seed.areas },
      content: null,
      contentText: seed.text ?? `일기 ${seed.entryDate}`,
      shared,
      sharedAt,
    })
    .returning({ id: diaries.id });
  if (!row) throw new Error('insert failed');
  for (let i = 0; i < (seed.images ?? 0); i++)
    await db.insert(diaryImages).values({ diaryId: row.id, storageKey: `diary/${randomUUID()}.webp`, position: i, width: 800, height: 600 });
  return row.id;
}

/** An expert's (paid) comment: never part of the community's lists. */
export async function insertExpertComment(db: Db, diaryId: number, authorId: number): Promise<number> {
  const [row] = await db.insert(diaryComments).values({ diaryId, authorId, kind: 'EXPERT', content: '전문가 의견' }).returning({ id: diaryComments.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}
