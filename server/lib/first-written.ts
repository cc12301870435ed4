import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomToken } from './crypto.ts';

/**
 * The content of a file that the first of several processes writes (development keys in the data
 * folder): a process that finds no file writes its own to a temporary name and links it into place,
 * which succeeds for one process only; every process then reads what that one wrote, whole. Two
 * processes started at once on one data folder once kept different secrets, and a session made on
 * one was refused by the other.
 */
export function firstWritten(file: string, make: () => string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    // not there yet: write it below
  }
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomToken(6)}`;
  writeFileSync(temporary, make(), { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  } finally {
    unlinkSync(temporary);
  }
  return readFileSync(file, 'utf8');
}
