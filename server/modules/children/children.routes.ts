import { asc, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api } from '../../../src/contract/api.ts';
import { birthInFuture } from '../../../src/contract/child.ts';
import { MEMBER_CAPS } from '../../../src/contract/limits.ts';
import { children } from '../../db/schema/children.ts';
import { users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { mount } from '../../lib/route.ts';
import { recordBirthMeasures } from './birth-measures.ts';
import { childSummary, childSummaryData } from './child-view.ts';
import { familyChild, inFamily } from './own-child.ts';

export function childrenRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock, urls } = deps;

  /**
   * The member row is locked first and the child checked after the lock: a child deleted meanwhile
   * (which moves the selection under the same lock) can then never be selected afterwards.
   */
  async function select(memberId: number, childId: number): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for('update');
      await familyChild(tx, memberId, childId);
      await tx.update(users).set({ selectedChildId: childId, updatedAt: clock.now() }).where(eq(users.id, memberId));
    });
  }

  // One round trip: the member's own children, then those it is a guardian of (decision 0097), with
  // the select flag (this is the benchmarked call).
  const listChildren = db
    .select({ child: children, selectedChildId: users.selectedChildId })
    .from(children)
    .innerJoin(users, eq(users.id, sql.placeholder('memberId')))
    .where(inFamily(sql.placeholder('memberId')))
    .orderBy(sql`${children.memberId} <> ${users.id}`, asc(children.id))
    .prepare('children_of_member');

  mount(app, api.children, async ({ user }) => {
    const rows = await listChildren.execute({ memberId: user.id });
    const now = clock.now();
    return {
      children: rows.map(({ child, selectedChildId }) => ({ ...childSummary(child, now, urls, user.id), selected: child.id === selectedChildId })),
    };
  });

  mount(app, api.addChild, async ({ user, body }) => {
    // Before anything is written: no child, no birth measurement (decision 0080).
    if (body.born && birthInFuture(body.birthDateTime, clock.now())) throw new AppError('FutureBirthDateException');
    const id = await db.transaction(async (tx) => {
      const [me] = await tx.select({ selectedChildId: users.selectedChildId }).from(users).where(eq(users.id, user.id)).for('update');
      // Counted under the member's row lock, so parallel adds cannot pass the cap (decision 0031).
      const mine = await tx.select({ id: children.id }).from(children).where(eq(children.memberId, user.id)).limit(MEMBER_CAPS.children);
      if (mine.length >= MEMBER_CAPS.children) throw new AppError('TooManyChildrenException');
      const [row] = await tx
        .insert(children)
        .values(
          body.born
            ? {
                memberId: user.id,
                nickname: body.nickname,
                sex: body.sex,
                born: true,
                birthDateTime: new Date(body.birthDateTime),
                height: body.height,
                weight: body.weight,
              }
            : { memberId: user.id, nickname: body.nickname, sex: body.sex, born: false, birthDueDate: body.birthDueDate },
        )
        .returning({ id: children.id });
      if (!row) throw new AppError('UnknownErrorOccurred');
      if (body.born) await recordBirthMeasures(tx, row.id, body.birthDateTime, body.height, body.weight);
      // The first child (or a child added while none is selected) becomes the selected one.
      if (me?.selectedChildId == null) await tx.update(users).set({ selectedChildId: row.id }).where(eq(users.id, user.id));
      return row.id;
    });
    return { id };
  });

  mount(app, api.child, async ({ user, params, query }) => {
    const row = await familyChild(db, user.id, params.id);
    if (query.select === 'true') await select(user.id, row.id);
    return childSummaryData(row, clock.now(), urls, user.id);
  });

  mount(app, api.selectChild, async ({ user, params }) => {
    const row = await familyChild(db, user.id, params.id);
    await select(user.id, row.id);
    return null;
  });
}
