import { createServer, type Socket } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/mail-outbox.ts';
import { createSmtpMail } from '../integrations/mail.ts';
import { testApp, testClock } from '../test/harness.ts';
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_SECONDS, queueMail, runMailOutbox, type QueuedMail } from './mail-outbox.ts';

/** Decision 0079: mail is queued in the business transaction and sent after it, with retries and a timeout. */
const clock = testClock(new Date('2026-12-06T01:00:00Z'));
const log = pino({ level: 'silent' });

const t = testApp({ clock });
beforeAll(async () => {});

const mailFor = (key: string): QueuedMail => ({
  idempotencyKey: key,
  resource: { kind: 'examination', id: 1 },
  to: 'mom@dodam.example',
  subject: `[도담] ${key}`,
  text: '검사 코드: ABC',
});
const rowOf = async (key: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, key)))[0];
const outbox = () => t.deps.mailOutbox?.list() ?? [];
const run = (timeoutMs?: number) => runMailOutbox({ db: t.db, clock, mail: t.deps.mail, log, ...(timeoutMs ? { timeoutMs } : {}) });

describe('the mail outbox', () => {
  it('makes one mail of parallel requests with one key, sent once after the commit', async () => {
    const before = outbox().length;
    await Promise.all(Array.from({ length: 10 }, () => t.db.transaction((tx) => queueMail(tx, mailFor('parallel'), clock.now()))));
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, 'parallel'));
    expect(n).toBe(1);
    expect(await run()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await run()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(outbox().length).toBe(before + 1);
    expect(await rowOf('parallel')).toMatchObject({ state: 'SENT', attempts: 1, sentAt: clock.now() });
  });

  it('two senders at once (two processes) send each due mail once', async () => {
    const before = outbox().length;
    for (let i = 0; i < 6; i++) await queueMail(t.db, mailFor(`shared-${i}`), clock.now());
    const [a, b] = await Promise.all([run(), run()]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(6);
    expect(outbox().length).toBe(before + 6);
  });

  it('writes nothing when the business transaction rolls back', async () => {
    await t.db
      .transaction(async (tx) => {
        await queueMail(tx, mailFor('rolled-back'), clock.now());
        throw new Error('the business change failed');
      })
      .catch(() => undefined);
    expect(await rowOf('rolled-back')).toBeUndefined();
  });

  it('retries a failed send after a growing wait, and gives up as FAILED after the last try', async () => {
    await queueMail(t.db, mailFor('flaky'), clock.now());
    t.deps.mailOutbox?.failNext();
    expect(await run()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await rowOf('flaky')).toMatchObject({ state: 'QUEUED', attempts: 1, lastError: 'the outbox was told to fail this send' });
    // Not due yet: nothing is tried.
    clock.advance((MAIL_RETRY_SECONDS[0] - 1) * 1000);
    expect(await run()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.advance(1000);
    expect(await run()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await rowOf('flaky')).toMatchObject({ state: 'SENT', attempts: 2, lastError: null });

    await queueMail(t.db, mailFor('never'), clock.now());
    const failing = { send: () => Promise.reject(new Error('550 mailbox unavailable')) };
    const waits: number[] = [];
    for (let i = 1; i <= MAIL_MAX_ATTEMPTS; i++) {
      const result = await runMailOutbox({ db: t.db, clock, mail: failing, log });
      expect(result).toEqual(i < MAIL_MAX_ATTEMPTS ? { sent: 0, retried: 1, failed: 0 } : { sent: 0, retried: 0, failed: 1 });
      const row = await rowOf('never');
      waits.push(((row?.nextAttemptAt.getTime() ?? 0) - clock.now().getTime()) / 1000);
      clock.advance(3600 * 1000);
    }
    expect(waits.slice(0, 5)).toEqual([...MAIL_RETRY_SECONDS]);
    expect(await rowOf('never')).toMatchObject({ state: 'FAILED', attempts: MAIL_MAX_ATTEMPTS, lastError: '550 mailbox unavailable' });
    expect(await runMailOutbox({ db: t.db, clock, mail: failing, log })).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('takes a SENDING row again once the lease of a vanished process has ended', async () => {
    await queueMail(t.db, mailFor('orphan'), clock.now());
    await t.db
      .update(mailOutbox)
      .set({ state: 'SENDING', attempts: 1, leaseUntil: new Date(clock.now().getTime() + 60_000) })
      .where(eq(mailOutbox.idempotencyKey, 'orphan'));
    expect(await run()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.advance(60_000);
    expect(await run()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await rowOf('orphan')).toMatchObject({ state: 'SENT', attempts: 2 });
  });

  it('a hung SMTP server (a TCP server that never answers) holds no row lock and no transaction, and the try times out', async () => {
    const sockets: Socket[] = [];
    let connected: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => (connected = resolve));
    const hung = createServer((socket) => {
      sockets.push(socket);
      connected();
    });
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const address = hung.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const smtp = createSmtpMail(`smtp://127.0.0.1:${port}`, 'dodam@dodam.example', {
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 30_000,
      });
      await queueMail(t.db, mailFor('hung'), clock.now());
      const started = Date.now();
      const pass = runMailOutbox({ db: t.db, clock, mail: smtp, log, timeoutMs: 1500 });
      await reached;
      // While the send waits on the silent server, its row can be locked at once and the database answers.
      const locked = await t.db.transaction((tx) =>
        tx.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.idempotencyKey, 'hung')).for('update', { noWait: true }),
      );
      expect(locked).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(1500);
      expect(await pass).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await rowOf('hung')).toMatchObject({ state: 'QUEUED', attempts: 1, lastError: 'no answer from the mail server within 1500 ms' });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hung.close(resolve));
    }
  });
});
