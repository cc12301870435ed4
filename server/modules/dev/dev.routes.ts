import type { Hono } from 'hono';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Development only (never mounted with NODE_ENV=production): the last SMS sent to a phone, so that
 * a developer or an end-to-end test can finish a phone verification without a real handset.
 */
export function devRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/open/dev/sms-outbox', (c) => {
    const phone = (c.req.query('phone') ?? '').replace(/-/g, '');
    const text = deps.smsOutbox?.(phone);
    if (!text) throw new AppError('NotFound');
    return ok(c, { text, code: /\d{6}/.exec(text)?.[0] ?? null });
  });
}
