import { and, eq, exists, inArray, isNotNull, lt, lte, ne, not, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { koreaLocalParts } from '../../../src/contract/calendar/today.ts';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { diaries, diaryReminders, pushSubscriptions } from '../../db/schema/diaries.ts';
import { users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import type { PushMessage, PushSender } from '../../integrations/push.ts';
import type { Clock } from '../../lib/clock.ts';
import { startRepeating } from '../../lib/every-minute.ts';
import { inFamily } from '../children/own-child.ts';

/** How often the job looks for due reminders. */
export const REMINDER_INTERVAL_MS = 60_000;
/** Sends in flight at once. */
const PARALLEL_SENDS = 8;
/** Claims older than this are pruned (they only guard against a second reminder the same day). */
const KEEP_CLAIM_DAYS = 7;

/** The Korea-time day (YYYY-MM-DD) and clock time (HH:mm) of an instant. */
export function koreaDayAndTime(now: Date): { day: string; time: string } {
  const { date, time } = koreaLocalParts(now);
  return { day: date, time };
}

/** The notification for a member whose selected child is `nickname` (SPEC: Korean first). */
export function reminderMessage(nickname: string | null): PushMessage {
  return {
    title: '오늘의 육아일기를 남겨 보세요',
    body: nickname ? `${nickname}의 오늘 하루를 기록해 두세요.` : '아이의 오늘 하루를 기록해 두세요.',
    url: '/diary/write',
    tag: 'diary-reminder',
  };
}

export type ReminderRun = { claimed: number; sent: number; gone: number; failed: number };

/**
 * One pass of the diary reminder (decision 0019): every member with push on, a
 * reminder time that has come today (Korea time), a device to send to and no diary entry today (its
 * own, or its family's for a child it owns or guards, decision 0097) is
 * claimed for today with INSERT … ON CONFLICT DO NOTHING RETURNING — the unique (user, day) index
 * lets exactly one of several concurrent runs (instances) have each member — and then notified on
 * each device. A claim comes before the send, so a crash in between loses that day's reminder
 * rather than sending it twice. A minute the server missed is caught up by the next pass that day.
 */
export async function runDiaryReminders(input: { db: Db; clock: Clock; push: PushSender; log: Logger }): Promise<ReminderRun> {
  const { db, push, log } = input;
  const now = input.clock.now();
  const { day, time } = koreaDayAndTime(now);

  // Written by the member, or by anyone of the family for a child it owns or guards (decision 0097).
  const familyChildren = db.select({ id: children.id }).from(children).where(inFamily(users.id));
  const wroteToday = db
    .select({ one: sql`1` })
    .from(diaries)
    .where(and(or(eq(diaries.memberId, users.id), inArray(diaries.childId, familyChildren)), or(eq(diaries.entryDate, day), eq(diaries.writtenOn, day))));
  const hasDevice = db
    .select({ one: sql`1` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, users.id));
  const claims = await db
    .insert(diaryReminders)
    .select((qb) =>
      qb
        .select({ userId: users.id, day: sql`${day}::date`.as('day'), sentAt: sql`${now.toISOString()}::timestamptz`.as('sent_at') })
        .from(users)
        .where(
          and(
            eq(users.pushNotiEnabled, true),
            isNotNull(users.diaryNotiTime),
            lte(users.diaryNotiTime, time),
            eq(users.role, 'ROLE_MEMBER'),
            ne(users.status, 'WITHDRAWN'),
            exists(hasDevice),
            not(exists(wroteToday)),
          ),
        ),
    )
    .onConflictDoNothing({ target: [diaryReminders.userId, diaryReminders.day] })
    .returning({ userId: diaryReminders.userId });

  const run: ReminderRun = { claimed: claims.length, sent: 0, gone: 0, failed: 0 };
  if (claims.length === 0) return run;

  const userIds = claims.map((c) => c.userId);
  const targets = await db
    .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth, nickname: children.nickname })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .leftJoin(children, and(eq(children.id, users.selectedChildId), eq(children.memberId, users.id)))
    .where(inArray(pushSubscriptions.userId, userIds));

  for (let i = 0; i < targets.length; i += PARALLEL_SENDS) {
    await Promise.all(
      targets.slice(i, i + PARALLEL_SENDS).map(async ({ nickname, ...target }) => {
        try {
          const result = await push.send(target, reminderMessage(nickname));
          if (result === 'sent') run.sent++;
          else {
            run.gone++;
            // The browser dropped the subscription (404/410): never send to it again.
            await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, target.endpoint));
          }
        } catch (error) {
          run.failed++;
          log.warn({ err: error, endpoint: new URL(target.endpoint).origin }, 'diary reminder push failed');
        }
      }),
    );
  }
  await db.delete(diaryReminders).where(lt(diaryReminders.day, sql`${day}::date - ${KEEP_CLAIM_DAYS}::int`));
  log.info(run, 'diary reminders sent');
  return run;
}

/** Starts the every-minute job (main.ts); answers a stop function. Overlapping passes are skipped. */
export function startDiaryReminders(deps: Pick<Deps, 'database' | 'clock' | 'push' | 'log'>): () => void {
  const { database, clock, push, log } = deps;
  return startRepeating('diary reminder', REMINDER_INTERVAL_MS, () => runDiaryReminders({ db: database.db, clock, push, log }), log);
}
