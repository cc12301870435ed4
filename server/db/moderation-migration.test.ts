import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from './client.ts';

/** Decision 0030: migration 0007 lifts the restrictions and warnings that reports made (no admin call existed). */
const dir = mkdtempSync(join(tmpdir(), 'dodam-0007-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('migration 0007_moderation', () => {
  // A cold PGlite migrated from scratch twice: seconds each on a busy machine.
  it('makes report-restricted and warned members ACTIVE with 0 warnings and puts them on the review list', { timeout: 120_000 }, async () => {
    // The migrations up to 0006, as the database stood before this change.
    cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
    const journalPath = join(dir, 'meta', '_journal.json');
    const journal: { entries: { tag: string }[] } = JSON.parse(readFileSync(journalPath, 'utf8'));
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.tag < '0007') }));
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: dir });
    await client.query(
      `insert into users (login_id, nickname, status, warning_count) values ('victim', '피해맘', 'RESTRICTED', 5), ('warned', '경고맘', 'ACTIVE', 2), ('calm', '평온맘', 'ACTIVE', 0)`,
    );

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const { rows } = await client.query<{ login_id: string; status: string; warning_count: number; on_review: boolean }>(
      'select login_id, status, warning_count, review_requested_at is not null as on_review from users order by login_id',
    );
    expect(rows).toEqual([
      { login_id: 'calm', status: 'ACTIVE', warning_count: 0, on_review: false },
      { login_id: 'victim', status: 'ACTIVE', warning_count: 0, on_review: true },
      { login_id: 'warned', status: 'ACTIVE', warning_count: 0, on_review: true },
    ]);
    await client.close();
  });
});
