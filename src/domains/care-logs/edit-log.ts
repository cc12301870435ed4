/**
 * A log's times and amount as the page edits them (decision 0098): the times are Korea wall-clock
 * times of the log's own day; an end before its start is the next morning (a night's sleep). The
 * answer is the whole log to queue, checked by the contract's rule and the server's clock rule.
 */
import * as v from 'valibot';
import { dayNumberOfIso, isoOfDay } from '../../contract/calendar/days.ts';
import { koreaLocalParts, koreaLocalToInstant } from '../../contract/calendar/today.ts';
import { CARE_LOG_CLOCK_SKEW_MS, CareLogBody, takesAmount } from '../../contract/care-logs.ts';
import type { DayLog } from './care-log-day.ts';

export type LogEdit = { start: string; end: string | null; amount: string | null };

/** The form's first values: the log as it is. */
export function editOf(log: DayLog): LogEdit {
  return {
    start: koreaLocalParts(log.startedAt).time,
    end: log.endedAt ? koreaLocalParts(log.endedAt).time : null,
    amount: takesAmount(log.detail) ? String(log.amountMl ?? '') : null,
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The edited log, or the message key of what is wrong with it. */
export function editedBody(log: DayLog, edit: LogEdit, now: Date): { ok: true; body: CareLogBody } | { ok: false; key: string } {
  if (!TIME.test(edit.start) || (edit.end !== null && !TIME.test(edit.end))) return { ok: false, key: 'InvalidCareLogTime' };
  const day = koreaLocalParts(log.startedAt).date;
  const startedAt = koreaLocalToInstant(`${day}T${edit.start}`);
  let endedAt: string | null = null;
  if (edit.end !== null) {
    const sameDay = koreaLocalToInstant(`${day}T${edit.end}`);
    endedAt = sameDay < startedAt ? koreaLocalToInstant(`${isoOfDay(dayNumberOfIso(day) + 1)}T${edit.end}`) : sameDay;
  }
  const amountMl = edit.amount === null ? null : edit.amount.trim() === '' ? -1 : Number(edit.amount);
  const body = { kind: log.kind, detail: log.detail, amountMl, startedAt, endedAt };
  const checked = v.safeParse(CareLogBody, body);
  if (!checked.success) return { ok: false, key: checked.issues[0].message };
  // The server takes nothing ahead of its clock (CARE_LOG_CLOCK_SKEW_MS).
  if (Date.parse(endedAt ?? startedAt) > now.getTime() + CARE_LOG_CLOCK_SKEW_MS) return { ok: false, key: 'InvalidCareLogTime' };
  return { ok: true, body: checked.output };
}
