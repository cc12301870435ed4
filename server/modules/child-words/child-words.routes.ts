import type { Hono } from 'hono';
import { api } from '../../../src/contract/api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { idParam, mount } from '../../lib/route.ts';
import { answerChildMessage, listChildMessages } from './child-messages.service.ts';
import { readChildSurvey, saveChildSurvey } from './child-survey.service.ts';
import { listAvailableCoupons, listCoupons } from './coupons.service.ts';
import { ownChild } from './own-child.ts';

/**
 * Issue 3 §4: child words, the child survey and the coupons (src/contract/child-words-api.ts).
 * app.ts registers these BEFORE childrenRoutes: Hono answers with the first matching route in
 * registration order, and `GET /api/members/children/:id` would otherwise take `/coupons` (a 400).
 */
export function childWordsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock } = deps;

  mount(app, api.coupons, async ({ user }) => ({ coupons: await listCoupons(db, user.id, clock.now()) }));
  mount(app, api.availableCoupons, async ({ user }) => ({ coupons: await listAvailableCoupons(db, user.id, clock.now()) }));

  mount(app, api.childMessages, async ({ user, params }) => {
    const child = await ownChild(db, user.id, idParam(params));
    return { messages: await listChildMessages(db, child, clock.now()) };
  });

  mount(app, api.answerChildMessage, async ({ user, params, body }) => {
    const child = await ownChild(db, user.id, idParam(params));
    return answerChildMessage(db, child.id, idParam(params, 'messageId'), body.answer, clock.now());
  });

  mount(app, api.childSurvey, async ({ user, params }) => {
    const child = await ownChild(db, user.id, idParam(params));
    return readChildSurvey(db, child.id);
  });

  mount(app, api.saveChildSurvey, async ({ user, params, body }) => {
    const child = await ownChild(db, user.id, idParam(params));
    return saveChildSurvey(db, child.id, body.childSurveys, clock.now());
  });
}
