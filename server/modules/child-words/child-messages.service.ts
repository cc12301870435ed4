import { and, asc, eq, sql } from 'drizzle-orm';
import { exactAge } from '../../../src/contract/calendar/age.ts';
import type { ChildMessage } from '../../../src/contract/child-words-api.ts';
import { UNBORN_AGE } from '../../../src/contract/child-words/ages.ts';
import { promptOf, promptOrder, promptsForAge } from '../../../src/contract/child-words/prompts.ts';
import type { Db } from '../../db/client.ts';
import { childMessages } from '../../db/schema/children.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ChildRow } from '../children/own-child.ts';

type MessageRow = typeof childMessages.$inferSelect;

/** Age in whole months in Korea time (SPEC §4), or UNBORN_AGE before birth. */
export function promptAge(child: Pick<ChildRow, 'born' | 'birthDateTime'>, now: Date): number {
  if (!child.born || !child.birthDateTime) return UNBORN_AGE;
  return exactAge(child.birthDateTime.toISOString(), now).months;
}

function view(row: MessageRow): ChildMessage | null {
  const prompt = promptOf(row.promptKey);
  // A key this build does not know (never expected: keys are never removed) is left out.
  if (!prompt) return null;
  return {
    id: row.id,
    promptKey: row.promptKey,
    prompt: { ko: prompt.ko, en: prompt.en },
    fromMonths: prompt.from,
    toMonths: prompt.to,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/**
 * The child's messages: rows for the prompts that fit its age today are created on read (the unique
 * (child, prompt) index with ON CONFLICT DO NOTHING makes two concurrent reads safe), and the rows
 * of earlier ages stay with their answers.
 */
export async function listChildMessages(db: Db, child: ChildRow, now: Date): Promise<ChildMessage[]> {
  const fitting = promptsForAge(promptAge(child, now));
  if (fitting.length > 0) {
    await db
      .insert(childMessages)
      .values(fitting.map((prompt) => ({ childId: child.id, promptKey: prompt.key, updatedAt: now })))
      .onConflictDoNothing({ target: [childMessages.childId, childMessages.promptKey] });
  }
  const rows = await db.select().from(childMessages).where(eq(childMessages.childId, child.id)).orderBy(asc(childMessages.id));
  return rows
    .sort((a, b) => promptOrder(a.promptKey) - promptOrder(b.promptKey))
    .map(view)
    .filter((message) => message !== null);
}

/** Answers a message of this child; answered once, then edits replace the text and keep answeredAt. */
export async function answerChildMessage(db: Db, childId: number, messageId: number, answer: string, now: Date): Promise<ChildMessage> {
  const [row] = await db
    .update(childMessages)
    .set({ answer, answeredAt: sql`coalesce(${childMessages.answeredAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(and(eq(childMessages.id, messageId), eq(childMessages.childId, childId)))
    .returning();
  const message = row ? view(row) : null;
  if (!message) throw new AppError('NoSuchChildMessageException');
  return message;
}
