import type { Hono } from 'hono';
import { api } from '../../../src/contract/api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount } from '../../lib/route.ts';
import { actorOf } from '../audit/audit.service.ts';
import { changeWarningCount, restoreContent, restrictionOf, reviewList, setStatus } from './moderation-admin.service.ts';

/** Moderation (decision 0030, src/contract/moderation-api.ts): the admin's review calls and a restricted member's reason. */
export function moderationRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock, authCache } = deps;

  mount(app, api.myRestriction, async ({ user }) => restrictionOf(db, user.id));
  mount(app, api.reviewList, async ({ query }) => ({ members: await reviewList(db, query.all === 'true') }));
  // Every change writes its audit row in its own transaction (decision 0041).
  mount(app, api.memberStatus, async ({ c, params, body }) => setStatus(db, authCache, actorOf(c), params.memberId, body.status, body.reason, clock.now()));
  mount(app, api.liftRestriction, async ({ c, params, body }) => setStatus(db, authCache, actorOf(c), params.memberId, 'ACTIVE', body.reason, clock.now()));
  mount(
    app,
    api.warningCount,
    async ({ c, params, body }) => changeWarningCount(db, actorOf(c), params.memberId, body.change, body.reason, clock.now()),
    'WarningCountChanged',
  );
  mount(app, api.restoreContent, async ({ c, body }) => restoreContent(db, actorOf(c), body.targetKind, body.targetId, clock.now(), body.reason));
}
