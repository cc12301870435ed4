import { asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminDiaryPage } from '../../src/contract/admin-diaries-api.ts';
import { children } from '../db/schema/children.ts';
import { diaries, reports } from '../db/schema/diaries.ts';
import { users } from '../db/schema/users.ts';
import { testApp, testClock, type TestContext } from '../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../test/members.ts';
import { contains } from './admin-list.ts';
import { declareList } from './list-declaration.ts';

/**
 * Decision 0090: a list's total counts the very select its rows read, so the two agree under any
 * filter. Before the kit each list wrote its count apart (the examination list counted with one
 * join and listed with two). A query of one table names the columns of its select list without the
 * table, so a subquery there would read its own "id": the diary list's reported filter and counts
 * keep naming the entry.
 */
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const { signIn } = memberKit(() => t);
let admin: Pair;

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  admin = await signIn('admin');
});

/** A list whose join makes a row per child and whose filter reads the joined table. */
const childList = declareList({
  select: (db: Pick<TestContext['db'], 'select'>) =>
    db.select({ memberId: users.id, child: children.nickname }).from(users).innerJoin(children, eq(children.memberId, users.id)).$dynamic(),
  id: children.id,
  where: (query: { page: number; size: number; dir: 'asc' | 'desc'; q: string }, _ctx: Record<string, never>) => contains(children.nickname, query.q),
  sort: () => children.id,
  row: (r) => r,
});

describe('a list of the kit (decision 0090)', () => {
  it('counts the rows its join and filter list, page after page', async () => {
    const all = await t.db.select({ id: children.id }).from(children).orderBy(asc(children.id));
    expect(all.length).toBeGreaterThan(1);
    const query = { page: 1, size: 1, dir: 'asc' as const, q: '' };
    const first = await childList.page(t.db, query, {});
    expect(first.total).toBe(all.length);
    let listed = 0;
    for (let page = 1; page <= first.total + 1; page++) listed += (await childList.page(t.db, { ...query, page }, {})).items.length;
    expect(listed).toBe(first.total);
  });

  it('counts the diary list’s reported entries as it lists them', async () => {
    const [diary] = await t.db.select({ id: diaries.id, memberId: diaries.memberId }).from(diaries).where(isNull(diaries.hiddenAt)).limit(1);
    const [reporter] = await t.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'friend'));
    if (!diary || !reporter) throw new Error('the demo has an entry and a friend');
    // Several reports first, so that the report's own id is not the entry's.
    for (const n of [1, 2, 3])
      await t.db
        .insert(reports)
        .values({ reporterId: reporter.id, targetKind: 'MEMBER', targetId: 100_000 + n, reportedMemberId: diary.memberId, reason: '욕설' });
    await t.db.insert(reports).values({ reporterId: reporter.id, targetKind: 'DIARY', targetId: diary.id, reportedMemberId: diary.memberId, reason: '광고' });
    const page = dataOf(await t.request('GET', '/api/admin/diaries?reported=yes', { tokens: admin }), AdminDiaryPage);
    expect(page.items.map((d) => d.id)).toEqual([diary.id]);
    expect(page.total).toBe(1);
  });
});
