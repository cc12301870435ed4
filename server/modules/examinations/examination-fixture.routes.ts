import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { endpoint } from '../../../src/contract/endpoint.ts';
import { Int, RowId } from '../../../src/contract/primitives.ts';
import { examinations } from '../../db/schema/examinations.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { mount } from '../../lib/route.ts';

/** Declared like a contract call, for the mount's checks; not in `api` (never in the OpenAPI document or the client). */
const ageExaminationResult = endpoint({
  method: 'POST',
  path: '/api/members/test-fixtures/age-examination-result',
  access: ['ROLE_MEMBER'],
  summary: 'End-to-end tests only: move a registered result of the member `days` into the past',
  body: v.object({ examinationId: RowId, days: Int(1, 400) }),
  response: v.object({ resultAt: v.string() }),
});

/**
 * End-to-end tests only (mounted with NODE_ENV=test, never in development or production): moves one of
 * the signed-in member's registered results `days` into the past, so that a browser journey meets the
 * 30-day expiry (decision 0070) without waiting a month; the server test checks the Korea-time boundary.
 */
export function examinationFixtureRoutes(app: Hono<AppEnv>, deps: Deps): void {
  mount(app, ageExaminationResult, async ({ user, body }) => {
    const at = new Date(deps.clock.now().getTime() - body.days * 86_400_000);
    const moved = await deps.database.db
      .update(examinations)
      .set({ resultAt: at })
      .where(and(eq(examinations.id, body.examinationId), eq(examinations.memberId, user.id)))
      .returning({ id: examinations.id });
    if (moved.length === 0) throw new AppError('NoSuchExaminationException');
    return { resultAt: at.toISOString() };
  });
}
