import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstWritten } from './first-written.ts';

const dir = mkdtempSync(join(tmpdir(), 'dodam-first-written-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('firstWritten (development keys shared by processes on one data folder)', () => {
  it('writes the file once and gives every later caller what was written', () => {
    const file = join(dir, 'a', 'secret');
    expect(firstWritten(file, () => 'first')).toBe('first');
    expect(firstWritten(file, () => 'second')).toBe('first');
  });

  it('gives the content of a process that wrote it meanwhile, not its own', () => {
    const file = join(dir, 'b-secret');
    // Another process writes the file while this one is making its own.
    const made = firstWritten(file, () => {
      writeFileSync(file, 'theirs');
      return 'mine';
    });
    expect(made).toBe('theirs');
  });
});
