import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { api } from '../../../src/contract/api.ts';
import { isServerErrorKey } from '../../../src/contract/errors.ts';
import type { Role } from '../../../src/contract/roles.ts';
import { testApp } from '../../test/harness.ts';
import { memberKit, type Pair } from '../../test/members.ts';

const { signIn } = memberKit(() => t);
type Operation = { operationId: string; security: unknown[]; parameters: { name: string; in: string }[]; requestBody?: unknown; 'x-roles'?: string[] };
let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };

const t = testApp({ demo: true });
beforeAll(async () => {
  const res = await t.request('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  doc = res.json as unknown as typeof doc;
});

describe('GET /api/openapi.json (ARCHITECTURE §3: generated from the contract)', () => {
  it('is an OpenAPI 3.1 document served without tokens', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('lists every path of src/contract/api.ts with its method', () => {
    const entries = Object.entries(api);
    expect(entries.length).toBeGreaterThan(0);
    for (const [name, e] of entries) {
      const path = e.path.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = doc.paths[path]?.[e.method.toLowerCase()];
      expect(operation, `${e.method} ${path}`).toBeDefined();
      expect(operation?.operationId).toBe(name);
      expect(operation?.security.length === 0, `${name} open`).toBe(e.access === 'open');
      if (Array.isArray(e.access)) expect(operation?.['x-roles']).toEqual(e.access);
      if ('body' in e && e.body) expect(operation?.requestBody, `${name} body`).toBeDefined();
      for (const [, param] of e.path.matchAll(/:([A-Za-z]+)/g))
        expect(operation?.parameters).toContainEqual(expect.objectContaining({ name: param, in: 'path' }));
    }
  });

  it('documents the SPEC §7 calls with their methods', () => {
    const spec: [string, string][] = [
      ['get', '/api/users/me'],
      ['get', '/api/open/users/check-duplicate'],
      ['post', '/api/users/phone/auth'],
      ['patch', '/api/users/phone/submit'],
      ['patch', '/api/users/personal'],
      ['put', '/api/users/phone-noti'],
      ['put', '/api/users/push-noti'],
      ['delete', '/api/users/social-account/{id}'],
      ['put', '/api/members/children/{id}/select'],
      ['put', '/api/members/diaries/noti-time'],
      ['get', '/api/members/children'],
      ['get', '/api/members/children/{id}'],
      ['post', '/api/members/children'],
      // the rest of SPEC §7
      ['get', '/api/members/children/coupons'],
      ['get', '/api/members/children/coupons/available'],
      ['patch', '/api/members/children/{id}'],
      ['patch', '/api/members/children/{id}/messages/{messageId}'],
      ['patch', '/api/members/children/{id}/surveys'],
      ['patch', '/api/members/children/{id}/vaccinations/{vaccinationId}'],
      ['patch', '/api/members/children/{id}/health-checkups/{checkupId}'],
      ['delete', '/api/members/children/{id}'],
    ];
    for (const [method, path] of spec) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(doc.paths['/api/members/children/{id}']?.get?.parameters).toContainEqual(expect.objectContaining({ name: 'select', in: 'query' }));
  });

  it('documents the OAuth redirects', () => {
    expect(doc.paths['/api/open/oauth/{provider}/authorize']?.get).toBeDefined();
    expect(doc.paths['/api/open/oauth/{provider}/callback']?.get).toBeDefined();
  });
});

/** A value the param's schema takes: a row id, or a UUID for a daily log's phone-made id (decision 0098). */
function validParam(e: (typeof api)[keyof typeof api], name: string): string {
  const schema = new Map(Object.entries<v.GenericSchema>(('params' in e && e.params) || {})).get(name) ?? v.string();
  return v.safeParse(schema, '1').success ? '1' : '6f1c1a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f';
}

describe('every contract endpoint (ARCHITECTURE §3 envelope, SPEC §6 roles)', () => {
  const accounts: Record<Role, string> = { ROLE_MEMBER: 'parent', ROLE_EXPERT: 'expert', ROLE_ADMIN: 'admin' };
  const tokensOf = {} as Record<Role, Pair>;
  beforeAll(async () => {
    for (const [role, userId] of Object.entries(accounts) as [Role, string][]) {
      tokensOf[role] = await signIn(userId);
    }
  });
  const endpoints = Object.entries(api).map(([name, e]) => ({ name, e, path: e.path.replace(/:([A-Za-z]+)/g, (_, n: string) => validParam(e, n)) }));
  const anyBody = (method: string) => (method === 'GET' ? undefined : {});
  const allowed = (access: (typeof api)[keyof typeof api]['access']): Role => (Array.isArray(access) ? (access[0] as Role) : 'ROLE_MEMBER');

  it('answers a call without tokens with 401 unless it is open', async () => {
    for (const { e, path } of endpoints.filter(({ e }) => e.access !== 'open')) {
      const res = await t.request(e.method, path, { body: anyBody(e.method) });
      expect(res.json, `${e.method} ${e.path}`).toEqual({ code: '401', message: 'UserAuthenticationException' });
    }
  });

  it('answers a role the endpoint does not list with 403 IllegalUserRoleException', async () => {
    for (const { e, path } of endpoints.filter(({ e }) => Array.isArray(e.access))) {
      for (const role of Object.keys(accounts) as Role[]) {
        if ((e.access as readonly Role[]).includes(role)) continue;
        const res = await t.request(e.method, path, { tokens: tokensOf[role], body: anyBody(e.method) });
        expect(res.json, `${role} ${e.method} ${e.path}`).toEqual({ code: '403', message: 'IllegalUserRoleException' });
      }
    }
  });

  it('answers malformed JSON and wrong shapes with the 400 envelope and other media types with 415, never a 500', async () => {
    for (const { e, path } of endpoints.filter(({ e }) => 'body' in e && e.body)) {
      const tokens = e.access === 'open' ? undefined : tokensOf[allowed(e.access)];
      const label = `${e.method} ${e.path}`;
      const malformed = await t.request(e.method, path, { tokens, rawBody: '{"a":', headers: { 'content-type': 'application/json' } });
      expect(malformed.json, label).toEqual({ code: '400', message: 'BadRequest' });
      for (const body of [[], 'text', { unexpected: 1 }])
        expect((await t.request(e.method, path, { tokens, body })).json, label).toEqual({ code: '400', message: 'BadRequest' });
      const text = await t.request(e.method, path, { tokens, rawBody: 'a=1', headers: { 'content-type': 'text/plain' } });
      expect(text.json, label).toEqual({ code: '415', message: 'UnsupportedMediaType' });
    }
  });

  it('refuses a path param that is not a row id (past int4 too) with its declared SPEC §8 key, before any lookup (decision 0051)', async () => {
    const bad = ['0', 'abc', '01', '1.5', '2147483648', '99999999999'];
    for (const [name, e] of Object.entries(api)) {
      const declared = Object.entries<v.GenericSchema>(('params' in e && e.params) || {});
      const tokens = e.access === 'open' ? undefined : tokensOf[allowed(e.access)];
      for (const [param, schema] of declared) {
        const message = v.safeParse(schema, 'abc').issues?.[0]?.message ?? '';
        const expected = isServerErrorKey(message) ? message : 'BadRequest';
        for (const value of bad) {
          const path = e.path.replace(/:([A-Za-z]+)/g, (_, n: string) => (n === param ? value : validParam(e, n)));
          const res = await t.request(e.method, path, { tokens, body: anyBody(e.method) });
          expect(res.json, `${name} ${param}=${value}`).toEqual({ code: '400', message: expected });
        }
      }
    }
  });
});
