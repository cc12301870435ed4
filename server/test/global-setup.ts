import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, PGLITE_EXTENSIONS, wrapPglite } from '../db/client.ts';

/**
 * The prefix of every PostgreSQL database of this run: TEST_DB_PREFIX (default `dodam_test`), then
 * the run's own random part. A run creates, and drops at its end, only databases with its own prefix,
 * so two runs on one server, or a developer's own `dodam_test…` databases, are never touched.
 */
export function runPrefix(base = process.env.TEST_DB_PREFIX ?? 'dodam_test'): string {
  const clean = base.replace(/[^a-z0-9_]/gi, '').replace(/_+$/, '') || 'dodam_test';
  return `${clean}_${process.pid.toString(36)}${randomBytes(3).toString('hex')}`.toLowerCase();
}

/**
 * Migrates once per run: a PGlite data dir dumped to a file that every test file loads (a cold
 * PGlite start costs seconds, a load ~1 s), and a PostgreSQL template database that every test
 * file copies with CREATE DATABASE … TEMPLATE. The returned teardown removes what the run made.
 */
export default async function setup(project: TestProject): Promise<void | (() => Promise<void> | void)> {
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL server tests');
    const prefix = runPrefix();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${prefix}_template`);
    await admin.end();
    const template = openPostgres(withDatabase(url, `${prefix}_template`), 1);
    await template.migrate();
    await template.close();
    project.provide('pgPrefix', prefix);
    return () => dropRunDatabases(url, prefix);
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

/** The run's template and any database a test file left behind (one that failed before its close). */
async function dropRunDatabases(url: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // starts_with, not LIKE: `_` is a LIKE wildcard and would match other runs' names.
    const own = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [`${prefix}_`]);
    for (const row of own.rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
  } finally {
    await admin.end();
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgPrefix: string;
  }
}
