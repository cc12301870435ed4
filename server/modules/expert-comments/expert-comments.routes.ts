import type { Hono } from 'hono';
import { expertCommentsApi as api } from '../../../src/contract/expert-comments-api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mountIdempotent } from '../../lib/idempotency.ts';
import { mount } from '../../lib/route.ts';
import { createDiaryService } from '../diaries/diaries.service.ts';
import { createExpertDesk } from './expert-desk.ts';
import { createMemberRequests } from './member-requests.ts';
import { notifyExpertComment } from './notify-member.ts';

/** Expert comments (member, expert; decision 0027); the admin's comment coupons are modules/coupons. */
export function expertCommentsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const diaries = createDiaryService(deps);
  const member = createMemberRequests({ db, diaries });
  const desk = createExpertDesk({ db, clock: deps.clock, urls: deps.urls, diaries });

  mount(app, api.diaryExpertComment, ({ user, params }) => member.status(user.id, params.id));
  mountIdempotent(app, deps, api.requestExpertCommentWithCoupon, ({ tx, user, params }) => member.requestWithCoupon(tx, user.id, params.id, deps.clock.now()));

  mount(app, api.expertCommentQueue, ({ user }) => desk.queue(user.id));
  mount(app, api.expertDiary, ({ params }) => desk.read(params.id));
  mount(
    app,
    api.writeExpertComment,
    async ({ user, params, body }) => {
      const { view, diary } = await db.transaction((tx) => desk.write(tx, user.id, params.id, body.content));
      await notifyExpertComment({ db, push: deps.push, log: deps.log }, diary.memberId, diary);
      return view;
    },
    'ExpertCommentSaved',
  );
  mount(app, api.editExpertComment, ({ user, params, body }) => db.transaction((tx) => desk.edit(tx, user.id, params.id, body.content)), 'ExpertCommentEdited');
  mount(app, api.deleteExpertComment, ({ params }) => db.transaction((tx) => desk.remove(tx, params.id)), 'ExpertCommentDeleted');
}
