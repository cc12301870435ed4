import type { Hono } from 'hono';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/app-error.ts';
import { outboxPage } from '../../integrations/mail.ts';

/**
 * Development only (never mounted with NODE_ENV=production): the last SMS sent to a phone, so that
 * a developer or an end-to-end test can finish a phone verification without a real handset, and the
 * mails kept instead of sent.
 */
export function devRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/open/dev/sms-outbox', (c) => {
    const phone = (c.req.query('phone') ?? '').replace(/-/g, '');
    const text = deps.smsOutbox?.(phone);
    if (!text) throw new AppError('NotFound');
    return ok(c, { text, code: /\d{6}/.exec(text)?.[0] ?? null });
  });
  // The mails kept instead of sent (decision 0070): a page to read, or JSON for a test (?format=json).
  app.get('/api/open/dev/mail-outbox', (c) => {
    const mails = deps.mailOutbox?.list() ?? [];
    if (c.req.query('format') === 'json') return ok(c, { mails });
    return c.html(outboxPage(mails));
  });
}
