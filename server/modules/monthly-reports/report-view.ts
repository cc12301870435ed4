/** A stored report's JSON read back through the contract (decision 0067): its content and its feedback, with who wrote it. */
import * as v from 'valibot';
import { ReportContent, ReportFeedbackBody, type ReportFeedback } from '../../../src/contract/reports.ts';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';

/** The expert who wrote a report's feedback, joined beside the member's own users row. */
export const feedbackExpert = alias(users, 'expert');

export function contentOf(raw: unknown): ReportContent {
  const parsed = v.safeParse(ReportContent, raw);
  if (!parsed.success) throw new AppError('NoSuchReportException', 'stored content does not parse');
  return parsed.output;
}

/** The feedback once written (null before), with the expert's nickname when the account remains. */
export function feedbackOf(row: { feedback: unknown; feedbackAt: Date | null; expertNickname: string | null }): ReportFeedback | null {
  if (row.feedback === null || row.feedbackAt === null) return null;
  const areas = v.safeParse(ReportFeedbackBody, row.feedback);
  return areas.success ? { areas: areas.output, expertNickname: row.expertNickname, writtenAt: row.feedbackAt.toISOString() } : null;
}
