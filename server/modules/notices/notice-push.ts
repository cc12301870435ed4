/**
 * The push when a notice first becomes visible (decision 0065): every minute, published notices
 * whose time has come and that were never pushed are claimed (UPDATE … WHERE pushed_at IS NULL
 * RETURNING, so of several server processes exactly one has each) and sent to every device of the
 * members who allow pushes. A claim comes before the sends: a crash in between loses that push
 * rather than sending it twice, as the diary reminder does (decision 0019).
 */
import { and, eq, gt, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/diaries.ts';
import { notices } from '../../db/schema/notices.ts';
import { users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import type { PushMessage, PushSender } from '../../integrations/push.ts';
import type { Clock } from '../../lib/clock.ts';
import { startRepeating } from '../../lib/every-minute.ts';

export const NOTICE_PUSH_INTERVAL_MS = 60_000;
const PARALLEL_SENDS = 8;
/** Devices read per batch, so 100,000 members never sit in memory at once. */
const DEVICE_BATCH = 1000;

export const noticeMessage = (notice: { id: number; title: string }): PushMessage => ({
  title: '도담 공지사항',
  body: notice.title,
  url: `/my-page/notice/detail?noticeId=${notice.id}`,
  tag: `notice-${notice.id}`,
});

export type NoticePushRun = { notices: number; sent: number; gone: number; failed: number };

export async function runNoticePushes(input: { db: Db; clock: Clock; push: PushSender; log: Logger }): Promise<NoticePushRun> {
  const { db, push, log } = input;
  const now = input.clock.now();
  const claimed = await db
    .update(notices)
    .set({ pushedAt: now })
    .where(and(eq(notices.status, 'PUBLISHED'), lte(notices.publishAt, now), isNull(notices.pushedAt)))
    .returning({ id: notices.id, title: notices.title });
  const run: NoticePushRun = { notices: claimed.length, sent: 0, gone: 0, failed: 0 };
  for (const notice of claimed) {
    for (let lastId = 0; ;) {
      const devices = await db
        .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
        .from(pushSubscriptions)
        .innerJoin(users, eq(users.id, pushSubscriptions.userId))
        .where(and(gt(pushSubscriptions.id, lastId), eq(users.pushNotiEnabled, true), eq(users.role, 'ROLE_MEMBER'), ne(users.status, 'WITHDRAWN')))
        .orderBy(pushSubscriptions.id)
        .limit(DEVICE_BATCH);
      if (devices.length === 0) break;
      lastId = devices.at(-1)?.id ?? lastId;
      const gone: string[] = [];
      for (let i = 0; i < devices.length; i += PARALLEL_SENDS) {
        await Promise.all(
          devices.slice(i, i + PARALLEL_SENDS).map(async ({ id: _id, ...target }) => {
            try {
              if ((await push.send(target, noticeMessage(notice))) === 'sent') run.sent++;
              else {
                run.gone++;
                gone.push(target.endpoint);
              }
            } catch (error) {
              run.failed++;
              log.warn({ err: error, endpoint: new URL(target.endpoint).origin }, 'notice push failed');
            }
          }),
        );
      }
      // The browser dropped these subscriptions (404/410): never send to them again.
      if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, gone));
    }
  }
  if (run.notices > 0) log.info(run, 'notice pushes sent');
  return run;
}

/** Starts the every-minute job (main.ts); answers a stop function. Overlapping passes are skipped. */
export function startNoticePushes(deps: Pick<Deps, 'database' | 'clock' | 'push' | 'log'>): () => void {
  const { database, clock, push, log } = deps;
  return startRepeating('notice push', NOTICE_PUSH_INTERVAL_MS, () => runNoticePushes({ db: database.db, clock, push, log }), log);
}
