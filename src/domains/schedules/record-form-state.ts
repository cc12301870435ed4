/** The record form (date, memo) validated with the contract's rules, so the server never disagrees. */
import * as v from 'valibot';
import { ScheduleRecordBody, SCHEDULE_MEMO_MAX } from '../../contract/schedules-api.ts';
import { recordDateIssue } from '../../contract/schedules/schedule-rules.ts';

export type RecordValues = { date: string; memo: string };
export type RecordIssues = Partial<Record<'date' | 'memo', string>>;

export function validateRecord(values: RecordValues, birthDateTime: string, now: Date = new Date()): { issues: RecordIssues; body: ScheduleRecordBody | null } {
  const issues: RecordIssues = {};
  if (!values.date) issues.date = 'RecordDateRequired';
  if (values.memo.trim().length > SCHEDULE_MEMO_MAX) issues.memo = 'ScheduleMemoTooLong';
  const parsed = v.safeParse(ScheduleRecordBody, { date: values.date || null, memo: values.memo.trim() || null });
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = issue.path?.[0]?.key;
      if ((key === 'date' || key === 'memo') && !issues[key]) issues[key] = key === 'date' ? 'InvalidRecordDate' : 'ScheduleMemoTooLong';
    }
  }
  if (!issues.date && values.date) {
    const issue = recordDateIssue(values.date, birthDateTime, now);
    if (issue) issues.date = issue;
  }
  const body = parsed.success && Object.keys(issues).length === 0 ? parsed.output : null;
  return { issues, body };
}
