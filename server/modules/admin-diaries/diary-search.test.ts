import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminDiaryPage } from '../../../src/contract/admin-diaries-api.ts';
import { CSV_ROWS_HEADER, CSV_TRUNCATED_HEADER, LIST_TOTAL_MAX } from '../../../src/contract/admin-list.ts';
import { children } from '../../db/schema/children.ts';
import { diaries } from '../../db/schema/diaries.ts';
import { users } from '../../db/schema/users.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

/**
 * Decision 0046: the diary list's author search takes two shapes by how many entries match — up to
 * LIST_TOTAL_MAX, the matching authors' entries on diaries_member_idx, sorted; past it, the list's
 * order walked with an EXISTS per entry. Both answer the same rows in the same order.
 */
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const { signIn } = memberKit(() => t);
let admin: Pair;
let prolific = 0;
const NO_AREAS = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };

const list = async (query: string) => dataOf(await t.request('GET', `/api/admin/diaries${query}`, { tokens: admin }), AdminDiaryPage);
const newest = async (memberId: number, offset: number, limit: number) =>
  (
    await t.db
      .select({ id: diaries.id })
      .from(diaries)
      .where(eq(diaries.memberId, memberId))
      .orderBy(desc(diaries.entryDate), desc(diaries.id))
      .limit(limit)
      .offset(offset)
  ).map((r) => r.id);

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  admin = await signIn('admin');
  const [member] = await t.db.insert(users).values({ loginId: 'prolific', role: 'ROLE_MEMBER', nickname: '다작일기맘' }).returning({ id: users.id });
  prolific = member?.id ?? 0;
  await t.db.insert(users).values({ loginId: 'quiet', role: 'ROLE_MEMBER', nickname: '조용한일기맘' });
  const [child] = await t.db
    .insert(children)
    .values({ memberId: prolific, nickname: '다작이', sex: 'FEMALE', born: true, birthDateTime: new Date('1989-12-01T00:00:00Z') })
    .returning({ id: children.id });
  // One more entry than the total counts, one a day from 1990-01-01.
  await t.db.execute(
    sql`insert into diaries (member_id, child_id, client_id, entry_date, written_on, areas, content_text, created_at)
        select ${prolific}, ${child?.id ?? 0}, gen_random_uuid(), date '1990-01-01' + g, date '1990-01-01' + g, ${JSON.stringify(NO_AREAS)}::jsonb, '일기', ${clock.now().toISOString()}::timestamptz - g * interval '1 hour'
        from generate_series(0, ${LIST_TOTAL_MAX}) g`,
  );
});

describe('the diary list’s author search at both sizes (decision 0046)', () => {
  it('past LIST_TOTAL_MAX matches: a capped total and the newest entries in order, on page 1 and deeper', async () => {
    const first = await list(`?category=nickname&q=${encodeURIComponent('다작')}`);
    expect({ total: first.total, totalCapped: first.totalCapped }).toEqual({ total: LIST_TOTAL_MAX, totalCapped: true });
    expect(first.items.map((d) => d.id)).toEqual(await newest(prolific, 0, 20));
    const third = await list(`?category=nickname&q=${encodeURIComponent('다작')}&page=3&size=50`);
    expect(third.items.map((d) => d.id)).toEqual(await newest(prolific, 100, 50));
  });
  it('a few matches: the exact total and the same order; a shared word with no entries finds nothing', async () => {
    const narrowed = await list(`?category=nickname&q=${encodeURIComponent('다작')}&from=2010-01-01&to=2010-01-31&sort=createdAt&dir=asc`);
    expect(narrowed.total).toBe(31);
    const expected = await t.db
      .select({ id: diaries.id })
      .from(diaries)
      .where(and(eq(diaries.memberId, prolific), sql`${diaries.entryDate} between '2010-01-01' and '2010-01-31'`))
      .orderBy(diaries.createdAt, diaries.id)
      .limit(20);
    expect(narrowed.items.map((d) => d.id)).toEqual(expected.map((r) => r.id));
    expect(await list(`?category=nickname&q=${encodeURIComponent('조용한')}`)).toMatchObject({ items: [], total: 0 });
  });
  it('the CSV of the search says it stopped at the cap', async () => {
    const res = await t.request('GET', `/api/admin/diaries/csv?category=nickname&q=${encodeURIComponent('다작')}`, { tokens: admin });
    expect(res.headers.get(CSV_TRUNCATED_HEADER)).toBe('true');
    expect(res.headers.get(CSV_ROWS_HEADER)).toBe(String(LIST_TOTAL_MAX));
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(LIST_TOTAL_MAX + 1);
    expect(lines[1]?.split(',')[0]).toBe(String((await newest(prolific, 0, 1))[0]));
  });
  it('reads only members who wrote: the count follows their entries, so a member is found after writing and not after deleting the last one (migration 0017)', async () => {
    const [drift] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.diaryCount} <> (select count(*) from ${diaries} where ${diaries.memberId} = ${users.id})`);
    expect(drift?.n).toBe(0);
    const [quiet] = await t.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'quiet'));
    const memberId = quiet?.id ?? 0;
    const [child] = await t.db
      .insert(children)
      .values({ memberId, nickname: '조용이', sex: 'MALE', born: true, birthDateTime: new Date('2026-01-01T00:00:00Z') })
      .returning({ id: children.id });
    const [entry] = await t.db
      .insert(diaries)
      .values({
        memberId,
        childId: child?.id ?? 0,
        clientId: crypto.randomUUID(),
        entryDate: '2026-11-21',
        writtenOn: '2026-11-21',
        areas: NO_AREAS,
        contentText: '첫 일기',
      })
      .returning({ id: diaries.id });
    const found = await list(`?category=nickname&q=${encodeURIComponent('조용한')}`);
    expect(found.items.map((d) => d.id)).toEqual([entry?.id]);
    await t.db.delete(diaries).where(eq(diaries.id, entry?.id ?? 0));
    const [after] = await t.db.select({ diaryCount: users.diaryCount }).from(users).where(eq(users.id, memberId));
    expect(after?.diaryCount).toBe(0);
    expect(await list(`?category=nickname&q=${encodeURIComponent('조용한')}`)).toMatchObject({ items: [], total: 0 });
  });
});
