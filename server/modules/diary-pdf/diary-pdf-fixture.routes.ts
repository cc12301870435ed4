import type { Hono } from 'hono';
import * as v from 'valibot';
import { RowId } from '../../../src/contract/primitives.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { ownChild } from '../children/own-child.ts';
import { insertPaidDiaryPdfItem } from './paid-item-fixture.ts';

const Body = v.object({ childId: RowId });

/**
 * End-to-end tests only (mounted with NODE_ENV=test, never in development or production): a paid
 * DIARY_PDF item for one of the signed-in member's children, as the payment flow leaves it, so that
 * the book journey runs without paying first.
 */
export function diaryPdfFixtureRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/api/members/test-fixtures/paid-diary-pdf-item', async (c) => {
    const user = c.get('user');
    if (!user || user.role !== 'ROLE_MEMBER') throw new AppError('IllegalUserRoleException');
    const body = v.safeParse(Body, await c.req.json().catch(() => null));
    if (!body.success) throw new AppError('BadRequest');
    const child = await ownChild(deps.database.db, user.id, body.output.childId);
    return ok(c, { orderItemId: await insertPaidDiaryPdfItem(deps.database.db, user.id, child.id, { now: deps.clock.now() }) });
  });
}
