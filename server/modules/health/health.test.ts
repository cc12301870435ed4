import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { testApp } from '../../test/harness.ts';
import { memberKit } from '../../test/members.ts';

const { signIn } = memberKit(() => t);
const t = testApp({ demo: true });
beforeAll(async () => {});

describe('GET /api/health (database reachable)', () => {
  it('answers database up without tokens', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ code: '200', message: 'OK', data: { database: 'up' } });
  });

  it('answers 500 UnknownErrorOccurred when the database cannot be reached', async () => {
    const down = { ...t.deps.database, ping: () => Promise.reject(new Error('connection refused')) };
    const res = await createApp({ ...t.deps, database: down }).request('/api/health');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: '500', message: 'UnknownErrorOccurred' });
  });
});

describe('unknown API paths (ARCHITECTURE §3 error envelope)', () => {
  it('answers 404 {code:"404", message:"NotFound"} for any method, with or without tokens', async () => {
    const tokens = await signIn('parent');
    const calls = [
      t.request('GET', '/api/nothing-here'),
      t.request('POST', '/api/open/nothing', { body: {} }),
      t.request('DELETE', '/api/users/nothing', { tokens }),
      t.request('GET', '/api/members/children/1/nothing', { tokens }),
      t.request('PATCH', '/api/health'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ code: '404', message: 'NotFound' });
    }
  });
});

describe('security headers (ARCHITECTURE §4 strict Content-Security-Policy)', () => {
  it('are present on success, error and not-found API answers', async () => {
    const answers = await Promise.all([
      t.request('GET', '/api/health'),
      t.request('GET', '/api/users/me'),
      t.request('POST', '/api/open/auth/sign-in', { rawBody: '{', headers: { 'content-type': 'application/json' } }),
      t.request('GET', '/api/nothing-here'),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 401, 400, 404]);
    for (const res of answers) {
      const csp = res.headers.get('content-security-policy') ?? '';
      const directives = new Map(
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      // Only the app's own scripts and Toss Payments' SDK (ARCHITECTURE §6).
      expect(directives.get('script-src')).toEqual(["'self'", 'https://js.tosspayments.com']);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});
