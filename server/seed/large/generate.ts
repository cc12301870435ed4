import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commentsSql, diariesSql } from './diaries-sql.ts';
import { childrenSql, MAX_MEMBERS, membersSql, selectedChildSql, socialAccountsSql, staffSql } from './members-sql.ts';
import { expertOrdersSql } from './orders-sql.ts';
import { GENERATED_EMAIL_DOMAIN, type LargePlan } from './sql-kit.ts';

/** Runs one SQL statement and answers its rows. */
export type SqlRunner = (text: string) => Promise<readonly unknown[]>;

export function drizzleRunner(db: Db): SqlRunner {
  return async (text) => {
    const result: unknown = await db.execute(sql.raw(text));
    return typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows) ? result.rows : [];
  };
}

export class LargeSeedRefused extends Error {}

async function countOf(run: SqlRunner, query: string): Promise<number> {
  const [row] = await run(`select (${query})::int as n`);
  const n = typeof row === 'object' && row !== null && 'n' in row ? Number(row.n) : Number.NaN;
  if (!Number.isFinite(n)) throw new Error(`no count from ${query}`);
  return n;
}

/** Accounts the generator did not make: refuse to wipe them unless forced. */
export async function assertOnlyGenerated(run: SqlRunner, force: boolean): Promise<void> {
  const foreign = await countOf(run, `select count(*) from users where email is null or email not like '%@${GENERATED_EMAIL_DOMAIN}'`);
  if (foreign > 0 && !force)
    throw new LargeSeedRefused(`The database holds ${foreign} members the generator did not make; it would delete them. Pass --force to do so.`);
}

export const TABLES = ['users', 'social_accounts', 'children', 'diaries', 'diary_comments', 'orders', 'order_items', 'expert_comments'] as const;
export type LargeCounts = Record<(typeof TABLES)[number], number>;

/**
 * Empties the member tables (TRUNCATE … CASCADE: every table that hangs off users) and fills them
 * in a few set-based statements (INSERT … SELECT generate_series) in one transaction, printing each
 * step's time.
 */
export async function generateLarge(run: SqlRunner, plan: LargePlan, progress: (line: string) => void = () => {}): Promise<LargeCounts> {
  if (!Number.isInteger(plan.members) || plan.members < 1 || plan.members > MAX_MEMBERS) throw new RangeError(`members must be 1–${MAX_MEMBERS}`);
  if (!Number.isInteger(plan.diaries) || plan.diaries < 0) throw new RangeError('diaries must be a whole number');
  if (!Number.isInteger(plan.experts) || plan.experts < 1 || plan.experts > 1000) throw new RangeError('experts must be 1–1000');
  const started = Date.now();
  const step = async (label: string, text: string, table?: (typeof TABLES)[number]) => {
    const t = Date.now();
    await run(text);
    const rows = table ? ` ${(await countOf(run, `select count(*) from ${table}`)).toLocaleString('en')} rows` : '';
    progress(`${label.padEnd(34)}${rows.padEnd(16)} ${((Date.now() - t) / 1000).toFixed(1)} s (total ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  // One transaction: a run that fails leaves the database as it was, its indexes included.
  await run('begin');
  try {
    await fill(run, plan, step, progress);
    await run('commit');
  } catch (error) {
    await run('rollback');
    throw error;
  }
  // The selected-child update left a dead copy of every member row at the head of the table: a
  // production table is vacuumed, so the lists are measured on a vacuumed one (visibility map too).
  await step('vacuum analyze', 'vacuum analyze');
  const counts: Partial<LargeCounts> = {};
  for (const table of TABLES) counts[table] = await countOf(run, `select count(*) from ${table}`);
  return { ...emptyCounts(), ...counts };
}

/**
 * Building an index once over a full table is far faster than a million random inserts into it, so
 * the big tables are filled without their secondary indexes (whatever the migrations made, read from
 * pg_indexes; the primary key and indexes behind constraints stay) and the indexes are made again.
 */
async function dropSecondaryIndexes(run: SqlRunner, table: string): Promise<{ name: string; definition: string }[]> {
  const rows = await run(`
select indexname as name, indexdef as definition from pg_indexes i
where schemaname = current_schema() and tablename = '${table}'
  and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`);
  const indexes = rows.flatMap((row) =>
    typeof row === 'object' && row !== null && 'name' in row && 'definition' in row && typeof row.name === 'string' && typeof row.definition === 'string'
      ? [{ name: row.name, definition: row.definition }]
      : [],
  );
  for (const index of indexes) await run(`drop index "${index.name.replace(/"/g, '""')}"`);
  return indexes;
}

/** Triggers the generator does the work of when it skips them (users.diary_count, decision 0046). */
const COUNTED_BY_GENERATOR = ['diaries_count_insert', 'diaries_count_delete'];
const DIARY_COUNTS_SQL = `update users set diary_count = counted.n
  from (select member_id, count(*)::int as n from diaries group by member_id) as counted
  where users.id = counted.member_id`;

type Step = (label: string, text: string, table?: (typeof TABLES)[number]) => Promise<void>;

async function fill(run: SqlRunner, plan: LargePlan, step: Step, progress: (line: string) => void): Promise<void> {
  await step('empty member tables', 'truncate users restart identity cascade');
  // Foreign-key checks are triggers: a million of them cost more than the inserts. Every generated
  // row references rows made before it (the server test checks it with joins), so they are skipped
  // where the role may (a superuser) and no trigger of our own would be skipped with them
  // (otherwise the generator only runs slower). The diary counts' triggers (migration 0017) are not
  // such a trigger: the generator counts the entries itself below.
  const superuser = await countOf(run, `select count(*) from pg_roles where rolname = current_user and rolsuper`);
  const ownTriggers = await countOf(
    run,
    `select count(*) from pg_trigger where not tgisinternal and tgname not in (${COUNTED_BY_GENERATOR.map((name) => `'${name}'`).join(', ')})`,
  );
  if (superuser > 0 && ownTriggers === 0) await run('set local session_replication_role = replica');
  else progress(`foreign-key checks stay on (${ownTriggers > 0 ? `${ownTriggers} triggers of our own` : 'not a superuser'}): slower`);
  const remake = async (indexes: readonly { name: string; definition: string }[]) => {
    for (const index of indexes) await step(`index ${index.name}`, index.definition);
  };
  // The members' indexes (trigram GINs among them) are made after the selected-child update too.
  const userIndexes = await dropSecondaryIndexes(run, 'users');
  await step('admin and experts', staffSql(plan));
  await step('members', membersSql(plan), 'users');
  const firstMemberId = await countOf(run, `select min(id) from users where role = 'ROLE_MEMBER'`);
  const firstExpertId = await countOf(run, `select min(id) from users where role = 'ROLE_EXPERT'`);
  await step('social accounts', socialAccountsSql(), 'social_accounts');
  await step('children', childrenSql(plan), 'children');
  await step('selected children', selectedChildSql());
  await remake(userIndexes);
  const diaryIndexes = await dropSecondaryIndexes(run, 'diaries');
  await step('diary entries', diariesSql(plan), 'diaries');
  await step('diary counts', DIARY_COUNTS_SQL);
  await remake(diaryIndexes);
  const commentIndexes = await dropSecondaryIndexes(run, 'diary_comments');
  await step('community comments', commentsSql(plan, firstMemberId), 'diary_comments');
  await remake(commentIndexes);
  await step('expert comment orders', expertOrdersSql(plan, firstExpertId), 'orders');
}

function emptyCounts(): LargeCounts {
  return { users: 0, social_accounts: 0, children: 0, diaries: 0, diary_comments: 0, orders: 0, order_items: 0, expert_comments: 0 };
}
