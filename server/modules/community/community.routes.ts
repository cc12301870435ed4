import type { Hono } from 'hono';
import { api } from '../../../src/contract/api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount } from '../../lib/route.ts';
import { addComment, deleteComment, editComment, listComments } from './comments.service.ts';
import { feed, sharedDiary } from './feed.service.ts';
import { block, listBlocks, report, unblock } from './moderation.service.ts';

/** The community (src/contract/community-api.ts; decision 0018). */
export function communityRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock, urls } = deps;

  mount(app, api.communityFeed, async ({ user, query }) => feed(db, user.id, query, urls, clock.now()));
  mount(app, api.sharedDiary, async ({ user, params }) => sharedDiary(db, user.id, params.id, urls, clock.now()));
  mount(app, api.sharedDiaryComments, async ({ user, params }) => ({ comments: await listComments(db, user.id, params.id) }));
  mount(app, api.addComment, async ({ user, params, body }) => addComment(db, user.id, params.id, body.content, clock.now()));
  mount(app, api.editComment, async ({ user, params, body }) => editComment(db, user.id, params.commentId, body.content, clock.now()));
  mount(app, api.deleteComment, async ({ user, params }) => {
    await deleteComment(db, user.id, params.commentId, clock.now());
    return null;
  });
  mount(app, api.report, async ({ user, body }) => report(db, user.id, body, clock.now()));
  mount(app, api.blocks, async ({ user }) => ({ blocks: await listBlocks(db, user.id) }));
  mount(app, api.blockMember, async ({ user, params }) => {
    await block(db, user.id, params.memberId, clock.now());
    return null;
  });
  mount(app, api.unblockMember, async ({ user, params }) => {
    await unblock(db, user.id, params.memberId);
    return null;
  });
}
