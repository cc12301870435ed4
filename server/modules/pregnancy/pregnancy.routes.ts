import type { Hono } from 'hono';
import { pregnancyApi } from '../../../src/contract/pregnancy-api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount } from '../../lib/route.ts';
import { familyChild } from '../children/own-child.ts';
import { deletePregnancyEntry, pregnancyDiary, putPregnancyEntry } from './pregnancy.service.ts';

/** 태교일기 (decision 0100, src/contract/pregnancy-api.ts): the child's family reads and writes it. */
export function pregnancyRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock } = deps;
  mount(app, pregnancyApi.pregnancyDiary, async ({ user, params }) => pregnancyDiary(db, await familyChild(db, user.id, params.id), clock.now()));
  mount(app, pregnancyApi.putPregnancyEntry, ({ user, params, body }) => putPregnancyEntry(db, user.id, params.id, params.clientId, body, clock.now()));
  mount(app, pregnancyApi.deletePregnancyEntry, async ({ user, params }) => {
    const child = await familyChild(db, user.id, params.id);
    return deletePregnancyEntry(db, child.id, params.clientId);
  });
}
