import type { Hono } from 'hono';
import * as v from 'valibot';
import { endpoint } from '../../../src/contract/endpoint.ts';
import { RowId } from '../../../src/contract/primitives.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount } from '../../lib/route.ts';
import { ownChild } from '../children/own-child.ts';
import { insertPaidDiaryPdfItem } from './paid-item-fixture.ts';

/** Declared like a contract call, for the mount's checks; not in `api` (never in the OpenAPI document or the client). */
const paidDiaryPdfItem = endpoint({
  method: 'POST',
  path: '/api/members/test-fixtures/paid-diary-pdf-item',
  access: ['ROLE_MEMBER'],
  summary: 'End-to-end tests only: a paid DIARY_PDF item for one of the member\u2019s children',
  body: v.object({ childId: RowId }),
  response: v.object({ orderItemId: RowId }),
});

/**
 * End-to-end tests only (mounted with NODE_ENV=test, never in development or production): a paid
 * DIARY_PDF item for one of the signed-in member's children, as the payment flow leaves it, so that
 * the book journey runs without paying first.
 */
export function diaryPdfFixtureRoutes(app: Hono<AppEnv>, deps: Deps): void {
  mount(app, paidDiaryPdfItem, async ({ user, body }) => {
    const child = await ownChild(deps.database.db, user.id, body.childId);
    return { orderItemId: await insertPaidDiaryPdfItem(deps.database.db, user.id, child.id, { now: deps.clock.now() }) };
  });
}
