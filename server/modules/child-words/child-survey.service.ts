import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { ChildSurveyAnswers, type ChildSurveyData } from '../../../src/contract/child-survey.ts';
import type { Db } from '../../db/client.ts';
import { childSurveys } from '../../db/schema/children.ts';

type SurveyRow = typeof childSurveys.$inferSelect;

function view(row: SurveyRow | undefined): ChildSurveyData {
  if (!row) return { childSurveys: null, updatedAt: null };
  // Stored answers were valid when saved; a shape this build no longer reads counts as not filled in.
  const parsed = v.safeParse(ChildSurveyAnswers, row.answers);
  return parsed.success ? { childSurveys: parsed.output, updatedAt: row.updatedAt.toISOString() } : { childSurveys: null, updatedAt: null };
}

export async function readChildSurvey(db: Db, childId: number): Promise<ChildSurveyData> {
  const [row] = await db.select().from(childSurveys).where(eq(childSurveys.childId, childId)).limit(1);
  return view(row);
}

/** One survey per child: an upsert, so two parallel first saves leave one row (the last one wins). */
export async function saveChildSurvey(db: Db, childId: number, answers: ChildSurveyAnswers, now: Date): Promise<ChildSurveyData> {
  const [row] = await db
    .insert(childSurveys)
    .values({ childId, answers, updatedAt: now })
    .onConflictDoUpdate({ target: childSurveys.childId, set: { answers: sql`excluded.answers`, updatedAt: sql`excluded.updated_at` } })
    .returning();
  return view(row);
}
