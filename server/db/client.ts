import { mkdirSync, openSync, closeSync, writeFileSync, readFileSync, unlinkSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** The extensions every PGlite of the app loads (tests too): pg_trgm for the back office's part-word search (decision 0041). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection (PostgreSQL restart, terminated backend) must not crash
  // the process; the pool drops that client and opens a new one on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL pool: ${error.message}`));
  const db = drizzlePg(pool);
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite, release: () => void = () => {}): Database {
  const db = drizzlePglite(client);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * Opens the embedded database in `dir`, holding a lock file so that a second process refuses to
 * open the same directory (ARCHITECTURE §1). PGlite does not create parent folders, so we do.
 */
export async function openPglite(dir: string): Promise<Database> {
  mkdirSync(dir, { recursive: true });
  const lock = join(dir, '..', `${dir.split('/').pop() ?? 'db'}.lock`);
  acquireLock(lock);
  const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client, () => unlinkSafe(lock));
}

function acquireLock(path: string): void {
  try {
    const fd = openSync(path, 'wx');
    writeFileSync(fd, String(process.pid));
    closeSync(fd);
  } catch {
    const pid = Number(readFileSync(path, 'utf8'));
    if (pid && isAlive(pid)) throw new Error(`The database at ${path.replace(/\.lock$/, '')} is in use by process ${pid}`);
    writeFileSync(path, String(process.pid));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function unlinkSafe(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}
