import type { Hono } from 'hono';
import { adminCommentsApi } from '../../../src/contract/admin-comments-api.ts';
import { adminDiariesApi } from '../../../src/contract/admin-diaries-api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { actorOf } from '../audit/audit.service.ts';
import { restoreContent } from '../moderation/moderation-admin.service.ts';
import { exportCsv } from '../audit/csv-export.ts';
import { commentCsv, commentList } from './comment-list.ts';
import { viewDiaryDetail } from './diary-detail.ts';
import { diaryCsv, diaryList } from './diary-list.ts';
import { activeExperts, expertQueue, reassign } from './expert-queue.ts';
import { hideComments, hideDiaries } from './hide.ts';

/**
 * Diaries and comments of the back office (SPEC §2 /admin/parent-diary; decisions 0041, 0042). The
 * CSV and hide paths are registered before :diaryId (Hono answers with the first match).
 */
export function adminDiariesRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock, urls } = deps;

  mount(app, adminDiariesApi.adminDiaries, ({ query }) => diaryList(db, query, clock.now()));
  mountFile(app, adminDiariesApi.adminDiariesCsv, ({ c, query }) => {
    const now = clock.now();
    return exportCsv(db, c, now, diaryCsv(db, query, now));
  });
  mount(app, adminDiariesApi.hideDiaries, ({ c, body }) => hideDiaries(db, actorOf(c), body.diaryIds, body.reason, clock.now()));
  mount(app, adminDiariesApi.adminDiary, ({ c, params }) => viewDiaryDetail(db, urls, actorOf(c), params.diaryId, clock.now()));
  mount(app, adminDiariesApi.restoreDiary, ({ c, params, body }) => restoreContent(db, actorOf(c), 'DIARY', params.diaryId, clock.now(), body.reason));

  mount(app, adminCommentsApi.adminComments, ({ query }) => commentList(db, query));
  mountFile(app, adminCommentsApi.adminCommentsCsv, ({ c, query }) => exportCsv(db, c, clock.now(), commentCsv(db, query)));
  mount(app, adminCommentsApi.hideComments, ({ c, body }) => hideComments(db, actorOf(c), body.commentIds, body.reason, clock.now()));
  mount(app, adminCommentsApi.restoreComment, ({ c, params, body }) => restoreContent(db, actorOf(c), 'COMMENT', params.commentId, clock.now(), body.reason));
  mount(app, adminCommentsApi.adminExpertQueue, ({ query }) => expertQueue(db, query, clock.now()));
  mount(app, adminCommentsApi.adminExperts, () => activeExperts(db));
  mount(app, adminCommentsApi.reassignExpertComment, ({ c, params, body }) =>
    reassign(db, actorOf(c), params.expertCommentId, body.expertId, body.reason, clock.now()),
  );
}
