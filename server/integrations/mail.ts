/**
 * Mail (ARCHITECTURE §1 "a real SMTP adapter (nodemailer) configured by environment; a local outbox page
 * in development"; decision 0070): the developmental test's code or link goes to the member by mail.
 * Mail is queued in the business transaction and sent after the commit by the outbox's background
 * sender (server/lib/mail-outbox.ts, decision 0079), which retries a failed send.
 */
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type Mail = { to: string; subject: string; text: string };
export type MailSender = { send(mail: Mail): Promise<void> };
export type SentMail = Mail & { at: string };

export const MAIL_OUTBOX_SIZE = 50;

/** Development and tests: kept in memory (the newest MAIL_OUTBOX_SIZE) and logged, never sent; `failNext` makes the next send fail. */
export function createOutboxMail(log: Logger): MailSender & { list(): readonly SentMail[]; failNext(): void } {
  const outbox: SentMail[] = [];
  let failing = false;
  return {
    async send(mail) {
      if (failing) {
        failing = false;
        throw new Error('the outbox was told to fail this send');
      }
      outbox.unshift({ ...mail, at: new Date().toISOString() });
      outbox.length = Math.min(outbox.length, MAIL_OUTBOX_SIZE);
      log.info({ to: mail.to, subject: mail.subject }, 'mail (development: not sent, kept in the outbox)');
    },
    list: () => outbox,
    failNext: () => {
      failing = true;
    },
  };
}

/** A silent SMTP server gives up within these (nodemailer waits minutes by default; decision 0079). */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** A real SMTP server: `SMTP_URL` (smtps://user:pass@host:465) and the sender `MAIL_FROM`. */
export function createSmtpMail(url: string, from: string, timeouts = SMTP_TIMEOUTS_MS): MailSender {
  const transport = nodemailer.createTransport({ url, ...timeouts }, { from });
  return {
    async send(mail) {
      await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/** The outbox as a page a developer opens (/api/open/dev/mail-outbox): text only, escaped. */
export function outboxPage(mails: readonly SentMail[]): string {
  const html = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const rows = mails.map((m) => `<article><h2>${html(m.subject)}</h2><p>${html(m.to)} · ${html(m.at)}</p><pre>${html(m.text)}</pre></article>`).join('\n');
  return `<!doctype html><html lang="ko"><meta charset="utf-8"><title>메일 보관함 (개발용)</title><body><h1>메일 보관함 (개발용, 보내지 않음)</h1>${rows || '<p>아직 보낸 메일이 없어요.</p>'}</body></html>`;
}
