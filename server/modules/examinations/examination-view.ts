/** An examination row as its member and the back office read it (decision 0070): its state at `now`, its results. */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { DomainResult, resultExpiresAt, type ExaminationStatus, type MemberExamination } from '../../../src/contract/examinations.ts';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { examinations } from '../../db/schema/examinations.ts';

export type ExaminationRow = typeof examinations.$inferSelect;

export function statusOf(row: Pick<ExaminationRow, 'canceledAt' | 'resultAt' | 'sentAt'>, now: Date): ExaminationStatus {
  if (row.canceledAt) return 'CANCELED';
  if (row.resultAt) return resultExpiresAt(row.resultAt) <= now ? 'EXPIRED' : 'RESULT';
  return row.sentAt ? 'SENT' : 'PAID';
}

export function resultsOf(raw: unknown): MemberExamination['results'] {
  const parsed = v.safeParse(v.array(DomainResult), raw);
  return parsed.success && parsed.output.length > 0 ? parsed.output : null;
}

export const selectExaminations = (db: Pick<Db, 'select'>) =>
  db.select({ row: examinations, childNickname: children.nickname }).from(examinations).innerJoin(children, eq(children.id, examinations.childId)).$dynamic();

export function memberExaminationOf({ row, childNickname }: { row: ExaminationRow; childNickname: string }, now: Date): MemberExamination {
  return {
    id: row.id,
    orderItemId: row.orderItemId,
    child: { id: row.childId, nickname: childNickname },
    status: statusOf(row, now),
    access: row.canceledAt ? null : row.access,
    paidAt: row.paidAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    resultAt: row.resultAt?.toISOString() ?? null,
    expiresAt: row.resultAt ? resultExpiresAt(row.resultAt).toISOString() : null,
    ageMonthsAtResult: row.ageMonthsAtResult,
    results: resultsOf(row.results),
    hasPdf: row.resultKey !== null,
  };
}
