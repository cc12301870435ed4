/**
 * Every `$id` route parses its id once, with the contract's row-id rule (src/lib/routing/id-params.ts):
 * `useParams()` gives a number, and a bad id (abc, 0, 2^40) is the 404 page on every such route.
 * The route files are read as text: importing them would load every page with its styles.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { idParams } from '../lib/routing/id-params.ts';

const ROUTES = new URL('.', import.meta.url).pathname;
const BAD_IDS = ['abc', '0', '012', '-1', '1e3', '', String(2 ** 40), '2147483648', '12abc'];

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.startsWith('-') ? [path] : [];
  });
}

/** Route files under a `$name` segment (of the file or a folder), with that name; $code is the error page's code, not a row. */
const idRoutes = routeFiles(ROUTES)
  .map((file) => ({ file: relative(ROUTES, file), name: /\$(\w+)/.exec(relative(ROUTES, file))?.[1] }))
  .filter((route): route is { file: string; name: string } => route.name !== undefined && route.name !== 'code');

describe('idParams (decision 0051: a URL id is a row id or nothing)', () => {
  const { parse, stringify } = idParams('diaryId');

  it('gives the number of a row id, and writes it back as text', () => {
    expect(parse({ diaryId: '12' })).toEqual({ diaryId: 12 });
    expect(parse({ diaryId: '2147483647' })).toEqual({ diaryId: 2147483647 });
    expect(stringify({ diaryId: 12 })).toEqual({ diaryId: '12' });
  });

  it.each(BAD_IDS)('refuses %j with the 404 (not found)', (bad) => {
    let thrown: unknown;
    try {
      parse({ diaryId: bad });
    } catch (error) {
      thrown = error;
    }
    expect(isNotFound(thrown)).toBe(true);
  });
});

describe('every $id route (SPEC §2: a bad id is the 404 page)', () => {
  it('finds the $id routes', () => {
    expect(idRoutes.length).toBeGreaterThanOrEqual(13);
  });

  it.each(idRoutes)('$file parses $name once with idParams, and never converts it again', ({ file, name }) => {
    const text = readFileSync(join(ROUTES, file), 'utf8');
    expect(text).toContain(`params: idParams('${name}')`);
    expect(text).not.toMatch(/Number\([^)]*useParams|Number\(\w+Id\)|paramId\(|rowIdOf\(/);
  });
});
