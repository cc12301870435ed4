/**
 * The database the admin-list step of `npm run bench` measures at scale (decision 0041: 100,000 members and
 * 1,000,000 diary entries): LARGE_DATABASE_URL when set, else `dodam_large` on the bench's PostgreSQL,
 * created and filled by `npm run seed:large` when it holds less than that (about a minute; a later run
 * reuses it). The server migrates it on start, so a database filled by an older checkout still works.
 */
import { execFileSync } from 'node:child_process';
import pg from 'pg';

const MEMBERS = 100_000;
const DIARIES = 1_000_000;

async function count(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(sql);
    return Number(result.rows[0]?.n ?? 0);
  } catch {
    return 0; // no tables yet
  } finally {
    await client.end();
  }
}

export async function largeDatabase(pgUrl: string): Promise<string> {
  if (process.env.LARGE_DATABASE_URL) return process.env.LARGE_DATABASE_URL;
  const url = new URL(pgUrl);
  url.pathname = '/dodam_large';
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  const exists = await admin.query(`select 1 from pg_database where datname = 'dodam_large'`);
  if (exists.rowCount === 0) {
    console.log(`  creating the database dodam_large on ${url.hostname}:${url.port || 5432} (kept for later runs; drop it by hand to free the space)`);
    await admin.query('create database dodam_large');
  }
  await admin.end();
  const members = await count(url.toString(), `select count(*) as n from users where email like '%@large.dodam.example' and role = 'ROLE_MEMBER'`);
  const diaries = await count(url.toString(), 'select count(*) as n from diaries');
  if (members < MEMBERS || diaries < DIARIES) {
    console.log(`  filling dodam_large (${members} members, ${diaries} entries so far) with npm run seed:large …`);
    execFileSync('npx', ['tsx', 'server/seed/large/cli.ts'], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url.toString() } });
  }
  return url.toString();
}
