import type { Hono } from 'hono';
import { noticesApi } from '../../../src/contract/notices-api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount } from '../../lib/route.ts';
import { listNotices, readNotice, unreadNotices } from './notices.service.ts';

/** Decision 0065: the notices members read; /unread is registered before :noticeId (Hono answers with the first match). */
export function noticesRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock } = deps;
  mount(app, noticesApi.notices, ({ user, query }) => listNotices(db, user.id, query, clock.now()));
  mount(app, noticesApi.noticeUnread, async ({ user }) => ({ unread: await unreadNotices(db, user.id, clock.now()) }));
  mount(app, noticesApi.notice, ({ user, params }) => readNotice(db, user.id, params.noticeId, clock.now()));
}
