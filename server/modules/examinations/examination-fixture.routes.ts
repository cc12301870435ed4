import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { RowId } from '../../../src/contract/primitives.ts';
import { examinations } from '../../db/schema/examinations.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';

const Body = v.object({ examinationId: RowId, days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(400)) });

/**
 * End-to-end tests only (mounted with NODE_ENV=test, never in development or production): moves one of
 * the signed-in member's registered results `days` into the past, so that a browser journey meets the
 * 30-day expiry (decision 0070) without waiting a month; the server test checks the Korea-time boundary.
 */
export function examinationFixtureRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/api/members/test-fixtures/age-examination-result', async (c) => {
    const user = c.get('user');
    if (!user || user.role !== 'ROLE_MEMBER') throw new AppError('IllegalUserRoleException');
    const body = v.safeParse(Body, await c.req.json().catch(() => null));
    if (!body.success) throw new AppError('BadRequest');
    const at = new Date(deps.clock.now().getTime() - body.output.days * 86_400_000);
    const moved = await deps.database.db
      .update(examinations)
      .set({ resultAt: at })
      .where(and(eq(examinations.id, body.output.examinationId), eq(examinations.memberId, user.id)))
      .returning({ id: examinations.id });
    if (moved.length === 0) throw new AppError('NoSuchExaminationException');
    return ok(c, { resultAt: at.toISOString() });
  });
}
