import type { Hono } from 'hono';
import { api } from '../../../src/contract/api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount } from '../../lib/route.ts';
import { answerChildMessage, listChildMessages } from './child-messages.service.ts';
import { readChildSurvey, saveChildSurvey } from './child-survey.service.ts';
import { familyChild } from '../children/own-child.ts';

/**
 * Decision 0014: child words and the child survey (src/contract/child-words-api.ts); the coupons are
 * modules/coupons.
 */
export function childWordsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock } = deps;

  mount(app, api.childMessages, async ({ user, params }) => {
    const child = await familyChild(db, user.id, params.id);
    return { messages: await listChildMessages(db, child, clock.now()) };
  });

  mount(app, api.answerChildMessage, async ({ user, params, body }) => {
    const child = await familyChild(db, user.id, params.id);
    return answerChildMessage(db, child.id, params.messageId, body.answer, clock.now());
  });

  mount(app, api.childSurvey, async ({ user, params }) => {
    const child = await familyChild(db, user.id, params.id);
    return readChildSurvey(db, child.id);
  });

  mount(app, api.saveChildSurvey, async ({ user, params, body }) => {
    const child = await familyChild(db, user.id, params.id);
    return saveChildSurvey(db, child.id, body.childSurveys, clock.now());
  });
}
