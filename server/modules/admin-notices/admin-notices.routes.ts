import type { Hono } from 'hono';
import { adminNoticesApi } from '../../../src/contract/admin-notices-api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { actorOf } from '../audit/audit.service.ts';
import { exportCsv } from '../audit/csv-export.ts';
import { noticeCsv, noticeDetail, noticeList } from './notice-list.ts';
import { createNotice, deleteNotices, updateNotice } from './notice-write.ts';

/** Notice management (decision 0065); the CSV and delete paths come before :noticeId (Hono answers with the first match). */
export function adminNoticesRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock } = deps;
  mount(app, adminNoticesApi.adminNotices, ({ query }) => noticeList(db, query, clock.now()));
  mountFile(app, adminNoticesApi.adminNoticesCsv, ({ c, query }) => {
    const now = clock.now();
    return exportCsv(db, c, now, noticeCsv(db, query, now));
  });
  mount(app, adminNoticesApi.deleteNotices, ({ c, body }) => deleteNotices(db, actorOf(c), body.noticeIds, body.reason, clock.now()));
  mount(app, adminNoticesApi.adminNotice, async ({ params }) => {
    const found = await noticeDetail(db, params.noticeId, clock.now());
    if (!found) throw new AppError('NotFound', 'no such notice');
    return found;
  });
  mount(app, adminNoticesApi.createNotice, ({ c, body }) => createNotice(db, actorOf(c), body, clock.now()));
  mount(app, adminNoticesApi.updateNotice, ({ c, params, body }) => updateNotice(db, actorOf(c), params.noticeId, body, clock.now()));
}
