/**
 * Mail after commit (decision 0079). A business transaction only writes the mail's row
 * (`queueMail`, inside its transaction); the background sender (`runMailOutbox`, every
 * MAIL_OUTBOX_INTERVAL_MS in every process, BACKGROUND_JOBS) sends due rows with no transaction and
 * no row lock open, each under MAIL_SEND_TIMEOUT_MS, and retries a failure with a growing wait
 * (MAIL_RETRY_SECONDS) until MAIL_MAX_ATTEMPTS, then the row is FAILED for the back office to see.
 * A hung SMTP server therefore holds one sender for a bounded time and never a database row or
 * connection. Delivery is at least once: a process that dies between the send and its SENT mark
 * leaves the row to be taken again when its lease ends.
 */
import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail-outbox.ts';
import type { Mail, MailSender } from '../integrations/mail.ts';
import type { Clock } from './clock.ts';
import { startRepeating } from './every-minute.ts';
import type { Tx } from './idempotency.ts';

export const MAIL_OUTBOX_INTERVAL_MS = 5_000;
export const MAIL_SEND_TIMEOUT_MS = 20_000;
/** The wait before the 2nd, 3rd … try; the last one repeats until MAIL_MAX_ATTEMPTS. */
export const MAIL_RETRY_SECONDS = [30, 120, 600, 1800, 3600] as const;
export const MAIL_MAX_ATTEMPTS = 8;
/** Rows a pass takes at once; the next pass takes the rest. */
const BATCH = 20;

export type MailState = (typeof mailOutbox.$inferSelect)['state'];
export type QueuedMail = Mail & { idempotencyKey: string; resource: { kind: string; id: number } };

/** Writes the mail's row in the caller's transaction; the same key again is the same one mail. */
export async function queueMail(tx: Tx | Db, mail: QueuedMail, now: Date): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({
      idempotencyKey: mail.idempotencyKey,
      resourceKind: mail.resource.kind,
      resourceId: mail.resource.id,
      to: mail.to,
      subject: mail.subject,
      body: mail.text,
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey });
}

export function retryDelaySeconds(attempts: number): number {
  return MAIL_RETRY_SECONDS[Math.min(attempts, MAIL_RETRY_SECONDS.length) - 1] ?? MAIL_RETRY_SECONDS[0];
}

export type MailOutboxRun = { sent: number; retried: number; failed: number };
type SenderInput = { db: Db; clock: Clock; mail: MailSender; log: Logger; timeoutMs?: number };

/** One pass: claims the due rows (FOR UPDATE SKIP LOCKED, so processes share them), then sends each outside any transaction. */
export async function runMailOutbox(input: SenderInput): Promise<MailOutboxRun> {
  const { db, log } = input;
  const timeoutMs = input.timeoutMs ?? MAIL_SEND_TIMEOUT_MS;
  const now = input.clock.now();
  // The lease outlasts the send's own timeout, so a row is taken again only from a process that is gone.
  const leaseUntil = new Date(now.getTime() + timeoutMs * 3);
  const due = or(
    and(eq(mailOutbox.state, 'QUEUED'), lte(mailOutbox.nextAttemptAt, now)),
    and(eq(mailOutbox.state, 'SENDING'), lte(mailOutbox.leaseUntil, now)),
  );
  const claimed = await db.transaction(async (tx) => {
    const ids = await tx.select({ id: mailOutbox.id }).from(mailOutbox).where(due).orderBy(asc(mailOutbox.id)).limit(BATCH).for('update', { skipLocked: true });
    if (ids.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ state: 'SENDING', leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          ids.map((r) => r.id),
        ),
      )
      .returning();
  });
  const run: MailOutboxRun = { sent: 0, retried: 0, failed: 0 };
  for (const row of claimed) {
    try {
      await withTimeout(input.mail.send({ to: row.to, subject: row.subject, text: row.body }), timeoutMs);
      await db.update(mailOutbox).set({ state: 'SENT', sentAt: input.clock.now(), leaseUntil: null, lastError: null }).where(eq(mailOutbox.id, row.id));
      run.sent++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const last = row.attempts >= MAIL_MAX_ATTEMPTS;
      const next = new Date(input.clock.now().getTime() + retryDelaySeconds(row.attempts) * 1000);
      await db
        .update(mailOutbox)
        .set({ state: last ? 'FAILED' : 'QUEUED', nextAttemptAt: next, leaseUntil: null, lastError: reason.slice(0, 500) })
        .where(eq(mailOutbox.id, row.id));
      if (last) run.failed++;
      else run.retried++;
      log.warn({ err: error, mailId: row.id, attempts: row.attempts, resource: `${row.resourceKind}:${row.resourceId}` }, 'mail send failed');
    }
  }
  if (claimed.length > 0) log.info(run, 'mail outbox pass');
  return run;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mail server within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The newest mail about a record, for its back-office page (null when none was queued). */
export async function latestMailOf(db: Pick<Db, 'select'>, kind: string, id: number) {
  const [row] = await db
    .select({
      id: mailOutbox.id,
      state: mailOutbox.state,
      attempts: mailOutbox.attempts,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      lastError: mailOutbox.lastError,
      sentAt: mailOutbox.sentAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.resourceKind, kind), eq(mailOutbox.resourceId, id)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row ?? null;
}

/** Starts the sender (main.ts, BACKGROUND_JOBS=on); answers a stop function. */
export function startMailOutbox(input: Omit<SenderInput, 'timeoutMs'>): () => void {
  return startRepeating('mail outbox', MAIL_OUTBOX_INTERVAL_MS, () => runMailOutbox(input), input.log);
}
