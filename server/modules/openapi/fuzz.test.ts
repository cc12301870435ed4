import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/harness.ts';
import { memberKit, type Pair } from '../../test/members.ts';
import { casesOf, type FuzzCase, type Operation } from '../../test/fuzz-cases.ts';

/**
 * Decision 0031, SPEC §8: no request gets a 500. Every operation of GET /api/openapi.json (so an
 * endpoint added later is fuzzed the day it is added) × malformed bodies, queries and path params,
 * sent anonymously and as a member. Path params come from the contract's declarations (decision
 * 0051): a member's call with a path value that is no row id is refused with a 400 before any lookup.
 */
const kit = memberKit(() => t);
let doc: { paths: Record<string, Record<string, Operation>> };
let member: Pair | null = null;
let joined = 0;

const t = testApp({ demo: true });
beforeAll(async () => {
  doc = (await t.request('GET', '/api/openapi.json')).json as unknown as typeof doc;
});

/** The fuzzing member; a case that logged it out or deleted it gets a new one. */
async function memberTokens(): Promise<Pair> {
  if (!member) member = await kit.join(`fuzz${joined++}`, '퍼즈맘');
  return member;
}

async function send(c: FuzzCase, method: string, tokens: Pair | null): Promise<number> {
  const headers: Record<string, string> = {};
  if (c.contentType) headers['content-type'] = c.contentType;
  if (tokens) {
    headers.authorization = `Bearer ${tokens.accessToken}`;
    headers['x-refresh-token'] = tokens.refreshToken;
  }
  const url = c.query ? `${c.path}?${c.query}` : c.path;
  const res = await t.app.request(url, { method, headers, body: c.body });
  await res.arrayBuffer();
  if (tokens && (res.status === 401 || res.headers.get('x-access-token'))) member = null;
  return res.status;
}

describe('fuzz from the OpenAPI document (decision 0031)', () => {
  it('no malformed request answers 5xx', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    const pathMisses: string[] = [];
    let operations = 0;
    let cases = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        operations++;
        const memberMay = (op.security?.length ?? 0) > 0 && (op['x-roles'] ?? ['ROLE_MEMBER']).includes('ROLE_MEMBER');
        for (const c of casesOf(path, method, op, {})) {
          for (const caller of ['anonymous', 'member'] as const) {
            cases++;
            const status = await send(c, method.toUpperCase(), caller === 'member' ? await memberTokens() : null);
            if (status >= 500) failures.push(`${method.toUpperCase()} ${path} as ${caller}, ${c.label}: ${status}`);
            if (caller === 'member' && memberMay && c.label.startsWith('path ') && status !== 400)
              pathMisses.push(`${method.toUpperCase()} ${path}, ${c.label}: ${status}`);
          }
        }
      }
    }
    console.log(`fuzz: ${operations} operations, ${cases} cases, ${failures.length} answered 5xx`);
    expect(operations).toBeGreaterThan(50);
    expect(failures).toEqual([]);
    expect(pathMisses).toEqual([]);
  });
});
