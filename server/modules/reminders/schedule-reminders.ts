/**
 * "The window opens soon" (decision 0071): a push a few days before the window of a child's next
 * vaccination or checkup opens, to members who allow pushes. Like the diary reminder (decision 0019),
 * every process runs the job and a claim row decides who sends: INSERT … ON CONFLICT DO NOTHING
 * RETURNING on the unique (child, window start) index hands each push to exactly one pass, once.
 * Items recorded already (early ones too) and alternatives not needed are not announced.
 */
import { and, asc, eq, exists, gt, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { formatKoreanDate } from '../../../src/contract/calendar/format.ts';
import type { ScheduleItem } from '../../../src/contract/schedules-api.ts';
import type { Db } from '../../db/client.ts';
import { children, scheduleReminders } from '../../db/schema/children.ts';
import { pushSubscriptions } from '../../db/schema/diaries.ts';
import { users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import type { PushMessage, PushSender } from '../../integrations/push.ts';
import type { Clock } from '../../lib/clock.ts';
import { startRepeating } from '../../lib/every-minute.ts';
import { pushToMembers } from '../monthly-reports/report-push.ts';
import { readRowsOfChildren, type ScheduleKind } from '../schedules/schedule-rows.ts';
import { scheduleItemsOf } from '../schedules/schedules.service.ts';
import { koreaDayAndTime } from './diary-reminders.ts';
import { dayNumberOfIso, isoOfDay } from '../../../src/contract/calendar/days.ts';

/** Days ahead of a window's first day that the push goes out (caught up on the days between if missed). */
export const SCHEDULE_REMINDER_LEAD_DAYS = 3;
/** Not before this Korea time: a push at midnight would wake the parents. */
export const SCHEDULE_REMINDER_FROM = '09:00';
const INTERVAL_MS = 15 * 60_000;
const KEEP_CLAIM_DAYS = 30;

type Opening = { kind: ScheduleKind; item: ScheduleItem };

/** "DTaP 1차" for a vaccine, "영유아 건강검진 2차" for a checkup. */
const shortName = ({ kind, item }: Opening) => `${kind === 'vaccinations' ? item.group : item.groupNameKo} ${item.dose}차`;

/** The notification for one child's items opening on `windowStart` (Korean, no particle after the name: decision 0070). */
export function scheduleReminderMessage(child: { id: number; nickname: string }, windowStart: string, openings: readonly Opening[]): PushMessage {
  const kinds = new Set(openings.map((o) => o.kind));
  const what = kinds.size > 1 ? '예방접종·건강검진' : kinds.has('vaccinations') ? '예방접종' : '건강검진';
  const names = [...new Set(openings.map(shortName))];
  const listed = names.length > 3 ? `${names.slice(0, 3).join(', ')} 외 ${names.length - 3}개` : names.join(', ');
  return {
    title: `${what} 시기가 곧 시작돼요`,
    body: `${child.nickname} · ${listed} · ${formatKoreanDate(windowStart)}부터`,
    url: `/my-page/child-info/${child.id}?tab=${kinds.has('vaccinations') ? 'vaccinations' : 'checkups'}`,
    tag: `schedule-${child.id}-${windowStart}`,
  };
}

export type ScheduleReminderRun = { claimed: number; sent: number };

/** Children read at a time: the pass's memory stays bounded however many members allow pushes. */
export const SCHEDULE_REMINDER_BATCH = 500;

type ReminderInput = { db: Db; clock: Clock; push: PushSender; log: Logger; batchSize?: number };

export async function runScheduleReminders(input: ReminderInput): Promise<ScheduleReminderRun> {
  const { db, log } = input;
  const now = input.clock.now();
  const { day, time } = koreaDayAndTime(now);
  if (time < SCHEDULE_REMINDER_FROM) return { claimed: 0, sent: 0 };
  const today = dayNumberOfIso(day);
  const run = { claimed: 0, sent: 0 };
  // Keyset pages by child id: each page is read, claimed and sent before the next one is read.
  for (let after = 0; ;) {
    const kids = await pushableChildren(db, after, input.batchSize ?? SCHEDULE_REMINDER_BATCH);
    const last = kids.at(-1);
    if (!last) break;
    after = last.id;
    const page = await remindPage(input, kids, now, today);
    run.claimed += page.claimed;
    run.sent += page.sent;
  }
  await db.delete(scheduleReminders).where(lt(scheduleReminders.windowStart, isoOfDay(today - KEEP_CLAIM_DAYS)));
  if (run.claimed > 0) log.info(run, 'schedule reminders sent');
  return run;
}

/** Born children, after `afterId` by id, of members who allow pushes and have a device. */
async function pushableChildren(db: Db, afterId: number, limit: number) {
  const hasDevice = db
    .select({ one: sql`1` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, users.id));
  const rows = await db
    .select({ child: children })
    .from(children)
    .innerJoin(users, eq(users.id, children.memberId))
    .where(
      and(
        gt(children.id, afterId),
        eq(users.pushNotiEnabled, true),
        eq(users.role, 'ROLE_MEMBER'),
        ne(users.status, 'WITHDRAWN'),
        exists(hasDevice),
        eq(children.born, true),
        isNotNull(children.birthDateTime),
      ),
    )
    .orderBy(asc(children.id))
    .limit(limit);
  return rows.map((r) => r.child);
}

type Child = Awaited<ReturnType<typeof pushableChildren>>[number];

/** One page of children: per child, the soonest window opening within the lead days, claimed and sent. */
async function remindPage({ db, push, log }: ReminderInput, kids: readonly Child[], now: Date, today: number): Promise<ScheduleReminderRun> {
  const ids = kids.map((c) => c.id);
  const rows = { vaccinations: await readRowsOfChildren(db, 'vaccinations', ids), checkups: await readRowsOfChildren(db, 'checkups', ids) };
  const due: { child: Child; windowStart: string; openings: Opening[] }[] = [];
  for (const child of kids) {
    const openings = (['vaccinations', 'checkups'] as const).flatMap((kind) =>
      scheduleItemsOf(kind, child, rows[kind].get(child.id) ?? [], now)
        .filter((item) => item.status === 'upcoming' && dayNumberOfIso(item.windowStart) - today <= SCHEDULE_REMINDER_LEAD_DAYS)
        .map((item) => ({ kind, item })),
    );
    const first = openings.map((o) => o.item.windowStart).sort()[0];
    if (first) due.push({ child, windowStart: first, openings: openings.filter((o) => o.item.windowStart === first) });
  }
  if (due.length === 0) return { claimed: 0, sent: 0 };

  const claims = await db
    .insert(scheduleReminders)
    .values(due.map(({ child, windowStart }) => ({ childId: child.id, windowStart, sentAt: now })))
    .onConflictDoNothing({ target: [scheduleReminders.childId, scheduleReminders.windowStart] })
    .returning({ childId: scheduleReminders.childId, windowStart: scheduleReminders.windowStart });
  const claimed = new Set(claims.map((c) => `${c.childId}/${c.windowStart}`));
  const messages = due
    .filter(({ child, windowStart }) => claimed.has(`${child.id}/${windowStart}`))
    .map(({ child, windowStart, openings }) => ({ memberId: child.memberId, message: scheduleReminderMessage(child, windowStart, openings) }));
  const sent = await pushToMembers({ db, push, log }, messages);
  return { claimed: claims.length, sent };
}

/** Starts the job (main.ts); answers a stop function. */
export function startScheduleReminders(deps: Pick<Deps, 'database' | 'clock' | 'push' | 'log'>): () => void {
  const { database, clock, push, log } = deps;
  return startRepeating('schedule reminder', INTERVAL_MS, () => runScheduleReminders({ db: database.db, clock, push, log }), log);
}
