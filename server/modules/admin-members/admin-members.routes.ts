import type { Hono } from 'hono';
import { adminMembersApi } from '../../../src/contract/admin-members-api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { actorOf } from '../audit/audit.service.ts';
import { exportCsv } from '../audit/csv-export.ts';
import { recordView } from '../audit/personal-data-view.ts';
import { setStatusIn } from '../moderation/moderation-admin.service.ts';
import { memberDetail, revealPhone } from './member-detail.ts';
import { memberCsv, memberList } from './member-list.ts';

/**
 * Member management (SPEC §2 /admin/member; decision 0041). The CSV path is registered before
 * :memberId (Hono answers with the first match). Issuing a coupon is the coupons module's call.
 */
export function adminMembersRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock, authCache } = deps;

  mount(app, adminMembersApi.adminMembers, ({ query }) => memberList(db, query));
  mountFile(app, adminMembersApi.adminMembersCsv, ({ c, query }) => exportCsv(db, c, clock.now(), memberCsv(db, query)));
  // Opening a member is a view of personal data: recorded before the answer leaves (decision 0048).
  mount(app, adminMembersApi.adminMember, async ({ c, params }) => {
    const now = clock.now();
    const detail = await memberDetail(db, params.memberId, now);
    await recordView(db, actorOf(c), { resourceKind: 'member', resourceId: detail.id }, now);
    return detail;
  });
  mount(app, adminMembersApi.revealMemberPhone, ({ c, params, body }) => revealPhone(db, actorOf(c), params.memberId, body.reason, clock.now()));
  // One transaction: every member changes with its audit row, or none does (the confirmation said how many).
  mount(app, adminMembersApi.bulkMemberStatus, async ({ c, body }) => {
    const actor = actorOf(c);
    const now = clock.now();
    const ids = [...new Set(body.memberIds)];
    await db.transaction(async (tx) => {
      for (const id of ids) await setStatusIn(tx, actor, id, body.status, body.reason, now);
    });
    for (const id of ids) authCache.forgetUser(id);
    return { changed: ids.length };
  });
}
