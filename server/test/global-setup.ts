import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, PGLITE_EXTENSIONS, wrapPglite } from '../db/client.ts';

/**
 * Every database of a run starts with this prefix; TEST_DB_PREFIX gives parallel runs on one
 * PostgreSQL server (several checkouts) their own, since a run drops its stale databases first.
 */
export const PG_PREFIX = process.env.TEST_DB_PREFIX ?? 'dodam_test';
export const PG_TEMPLATE = `${PG_PREFIX}_template`;

/**
 * Migrates once per run: a PGlite data dir dumped to a file that every test file loads (a cold
 * PGlite start costs seconds, a load ~1 s), and a PostgreSQL template database that every test
 * file copies with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject): Promise<void | (() => void)> {
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL server tests');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname like $1 and pid <> pg_backend_pid()`, [`${PG_PREFIX}_%`]);
    const stale = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`${PG_PREFIX}_%`]);
    for (const row of stale.rows) await admin.query(`drop database if exists "${row.datname}"`);
    await admin.query(`create database ${PG_TEMPLATE}`);
    await admin.end();
    const template = openPostgres(withDatabase(url, PG_TEMPLATE), 1);
    await template.migrate();
    await template.close();
    return;
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = wrapPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  const file = join(tmpdir(), `dodam-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  // The run's dump is its own temporary file: removed when the run ends (tests touch only what they made).
  return () => rmSync(file, { force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
