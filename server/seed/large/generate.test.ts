import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiaryAreas } from '../../../src/contract/diary.ts';
import { isMemberPhone } from '../../../src/contract/korean.ts';
import { KoreanName, KoreanNickname } from '../../../src/contract/user.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { DEMO_PASSWORD } from '../demo.ts';
import { assertOnlyGenerated, drizzleRunner, generateLarge, LargeSeedRefused, type LargeCounts, type SqlRunner } from './generate.ts';
import type { LargePlan } from './sql-kit.ts';

// The large seed (npm run seed:large) at a tiny scale: the same SQL, checked row by row.
let ctx: TestContext;
let run: SqlRunner;
let plan: LargePlan;
let counts: LargeCounts;

const NOW = new Date('2026-11-22T03:00:00Z');

beforeAll(async () => {
  ctx = await startTestApp();
  run = drizzleRunner(ctx.db);
  plan = { members: 200, diaries: 2000, experts: 3, now: NOW, passwordHash: await hashPassword(DEMO_PASSWORD) };
  counts = await generateLarge(run, plan);
});
afterAll(() => ctx.close());

async function rows(text: string): Promise<Record<string, unknown>[]> {
  return (await run(text)).flatMap((row) => (typeof row === 'object' && row !== null ? [{ ...row }] : []));
}
async function count(text: string): Promise<number> {
  const [row] = await rows(`select (${text})::int as n`);
  return Number(row?.n);
}

describe('large seed', () => {
  it('makes exactly the asked members and diary entries, with children, comments and orders', () => {
    expect(counts.users).toBe(1 + 3 + 200);
    expect(counts.diaries).toBe(2000);
    expect(counts.social_accounts).toBe(180);
    expect(counts.children).toBeGreaterThan(200);
    expect(counts.children).toBeLessThan(300);
    expect(counts.diary_comments).toBeGreaterThan(100);
    expect(counts.orders).toBe(40);
    expect(counts.order_items).toBe(40);
    // One order in ten canceled before its answer: no expert comment for it.
    expect(counts.expert_comments).toBe(36);
  });

  it('gives members valid, unique nicknames (SPEC §5) that part-word search finds, valid names and unique phones', async () => {
    const members = await rows(`select nickname, name, phone from users`);
    for (const m of members) {
      expect(v.is(KoreanNickname, m.nickname), String(m.nickname)).toBe(true);
      expect(v.is(KoreanName, m.name), String(m.name)).toBe(true);
      expect(isMemberPhone(String(m.phone)), String(m.phone)).toBe(true);
    }
    expect(new Set(members.map((m) => m.nickname)).size).toBe(members.length);
    expect(new Set(members.map((m) => m.phone)).size).toBe(members.length);
    const dodam = await count(`select count(*) from users where role = 'ROLE_MEMBER' and nickname like '%도담%'`);
    expect(dodam).toBeGreaterThanOrEqual(10);
    expect(dodam).toBeLessThanOrEqual(40);
    expect(await count(`select count(*) from users where status = 'WITHDRAWN' and withdrawn_at is not null`)).toBe(2);
    expect(await count(`select count(*) from users where selected_child_id is not null`)).toBe(await count(`select count(distinct member_id) from children`));
  });

  it('leaves no dangling reference (the foreign-key triggers were skipped while filling)', async () => {
    expect(await count(`select count(*) from diaries d join children c on c.id = d.child_id and c.member_id = d.member_id`)).toBe(2000);
    expect(await count(`select count(*) from children c left join users u on u.id = c.member_id where u.id is null`)).toBe(0);
    expect(
      await count(
        `select count(*) from diary_comments m left join diaries d on d.id = m.diary_id left join users u on u.id = m.author_id where d.id is null or u.id is null`,
      ),
    ).toBe(0);
    expect(await count(`select count(*) from diary_comments m join diaries d on d.id = m.diary_id where not d.shared`)).toBe(0);
    expect(await count(`select count(*) from social_accounts s left join users u on u.id = s.user_id where u.id is null`)).toBe(0);
    // The diary counts' triggers were skipped too: the generator counted the entries itself.
    expect(await count(`select count(*) from users u where u.diary_count <> (select count(*) from diaries d where d.member_id = u.id)`)).toBe(0);
    expect(
      await count(
        `select count(*) from users u left join children c on c.id = u.selected_child_id and c.member_id = u.id where u.selected_child_id is not null and c.id is null`,
      ),
    ).toBe(0);
    expect(
      await count(`select count(*) from order_items i join orders o on o.id = i.order_id and o.member_id = i.member_id
        join diaries d on d.id = i.target_id and d.member_id = i.member_id where i.orderable_type = 'DIARY_COMMENT'`),
    ).toBe(40);
    expect(
      await count(`select count(*) from expert_comments e join order_items i on i.id = e.order_item_id and i.target_id = e.diary_id
        where (i.status = 'PROVIDED' and e.content is not null and e.expert_id is not null) or (i.status = 'PAID' and e.content is null)`),
    ).toBe(36);
  });

  it('spreads one entry per child per day between sign-up and today (Korea time), time-ordered ids and valid care areas', async () => {
    const today = `((timestamptz '${NOW.toISOString()}' at time zone 'UTC') + interval '9 hours')::date`;
    expect(await count(`select count(*) from diaries where entry_date > ${today} or entry_date < ${today} - 730`)).toBe(0);
    expect(
      await count(
        `select count(*) from diaries d join users u on u.id = d.member_id where d.entry_date < ((u.created_at at time zone 'UTC') + interval '9 hours')::date`,
      ),
    ).toBe(0);
    expect(await count(`select count(*) from diaries where written_on <> entry_date or created_at > timestamptz '${NOW.toISOString()}'`)).toBe(0);
    expect(await count(`select count(*) from diaries where shared <> (shared_at is not null)`)).toBe(0);
    expect(
      await count(`select count(*) from (select id, created_at, lag(created_at) over (order by id) as before from diaries) x where created_at < before`),
    ).toBe(0);
    const shared = await count(`select count(*) from diaries where shared`);
    expect(shared).toBeGreaterThan(100);
    expect(shared).toBeLessThan(350);
    for (const row of await rows(`select areas from diaries`)) expect(v.safeParse(DiaryAreas, row.areas).issues).toBeUndefined();
  });

  it('lets the admin sign in with the demo password', async () => {
    const res = await ctx.request('POST', '/api/open/auth/sign-in', { body: { userId: 'admin', password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
  });

  it('refuses a database holding members it did not make unless forced, and then replaces them', async () => {
    await expect(assertOnlyGenerated(run, false)).resolves.toBeUndefined();
    await run(`insert into users (login_id, nickname, email) values ('real', '진짜회원', 'real@example.com')`);
    await expect(assertOnlyGenerated(run, false)).rejects.toBeInstanceOf(LargeSeedRefused);
    await expect(assertOnlyGenerated(run, true)).resolves.toBeUndefined();
    const again = await generateLarge(run, { ...plan, members: 50, diaries: 300 });
    expect(again.users).toBe(54);
    expect(again.diaries).toBe(300);
    expect(await count(`select count(*) from users where login_id = 'real'`)).toBe(0);
  });

  it('keeps the foreign-key checks on when a trigger of our own would be skipped with them', async () => {
    await run(`create function sb_touch() returns trigger language plpgsql as $$ begin new.updated_at := new.created_at; return new; end $$`);
    await run(`create trigger sb_touch before insert on diaries for each row execute function sb_touch()`);
    const lines: string[] = [];
    const again = await generateLarge(run, { ...plan, members: 20, diaries: 100 }, (line) => lines.push(line));
    await run(`drop trigger sb_touch on diaries`);
    await run(`drop function sb_touch()`);
    expect(lines.some((line) => line.startsWith('foreign-key checks stay on (1 triggers'))).toBe(true);
    expect(again.diaries).toBe(100);
    expect(await count(`select count(*) from diaries where updated_at <> created_at`)).toBe(0);
  });

  it('leaves the database as it was, indexes included, when a step fails', async () => {
    const indexes = `select count(*) from pg_indexes where tablename in ('users', 'diaries', 'diary_comments')`;
    const [before, users] = [await count(indexes), await count(`select count(*) from users`)];
    const failing: SqlRunner = (text) => (text.includes('insert into diaries') ? Promise.reject(new Error('disk full')) : run(text));
    await expect(generateLarge(failing, plan)).rejects.toThrow('disk full');
    expect(await count(indexes)).toBe(before);
    expect(await count(`select count(*) from users`)).toBe(users);
  });

  it('refuses counts outside its range', async () => {
    await expect(generateLarge(run, { ...plan, members: 0 })).rejects.toBeInstanceOf(RangeError);
    await expect(generateLarge(run, { ...plan, diaries: 1.5 })).rejects.toBeInstanceOf(RangeError);
  });
});
