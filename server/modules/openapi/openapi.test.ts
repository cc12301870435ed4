import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../src/contract/api.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
type Operation = { operationId: string; security: unknown[]; parameters: { name: string; in: string }[]; requestBody?: unknown; 'x-roles'?: string[] };
let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await startTestApp();
  const res = await t.request('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  doc = res.json as unknown as typeof doc;
});
afterAll(() => t.close());

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
      for (const [, param] of e.path.matchAll(/:([A-Za-z]+)/g)) expect(operation?.parameters).toContainEqual(expect.objectContaining({ name: param, in: 'path' }));
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
    ];
    for (const [method, path] of spec) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(doc.paths['/api/members/children/{id}']?.get?.parameters).toContainEqual(expect.objectContaining({ name: 'select', in: 'query' }));
  });

  it('documents the OAuth redirects', () => {
    expect(doc.paths['/api/open/oauth/{provider}/authorize']?.get).toBeDefined();
    expect(doc.paths['/api/open/oauth/{provider}/callback']?.get).toBeDefined();
  });
});
