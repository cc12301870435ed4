import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/demo.ts';
import { startTestApp, testClock, type TestContext } from '../test/harness.ts';
import { PRODUCTION_ENV } from '../test/production-env.ts';
import { addressBucket, parseTrustedProxies } from './client-address.ts';

const clock = testClock();
const contexts: TestContext[] = [];
async function app(env: Record<string, string> = {}) {
  const t = await startTestApp({ clock, env });
  contexts.push(t);
  await seedDemo(t.db, clock.now());
  return t;
}
afterAll(async () => {
  for (const t of contexts) await t.close();
});

describe('client address and TRUST_PROXY (decision 0032)', () => {
  let plain: TestContext;
  let proxied: TestContext;
  beforeAll(async () => {
    plain = await app();
    proxied = await app({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' });
  });

  it('ignores X-Forwarded-For when no proxy is trusted: a caller cannot pick its own address', async () => {
    // 61 calls from one socket under 61 invented addresses are still one address.
    const checks = await Promise.all(
      Array.from({ length: 61 }, (_, i) =>
        plain.request('GET', '/api/open/users/check-duplicate?userId=abcd', {
          remoteAddress: '203.0.113.10',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        }),
      ),
    );
    expect(checks.filter((r) => r.status === 429)).toHaveLength(1);
  });

  it('with TRUST_PROXY takes the right-most untrusted hop, so clients behind the proxy are told apart', async () => {
    const viaProxy = (client: string, spoofed = '1.2.3.4') =>
      proxied.request('GET', '/api/open/users/check-duplicate?userId=abcd', {
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `${spoofed}, ${client}, 192.168.1.1` },
      });
    const one = await Promise.all(Array.from({ length: 61 }, (_, i) => viaProxy('198.51.100.7', `9.9.9.${i}`)));
    expect(one.filter((r) => r.status === 429)).toHaveLength(1);
    expect((await viaProxy('198.51.100.8')).status).toBe(200);
    // A socket that is not a trusted proxy is the client, whatever it writes.
    const direct = await proxied.request('GET', '/api/open/users/check-duplicate?userId=abcd', {
      remoteAddress: '198.51.100.20',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(direct.status).toBe(200);
  });

  it('refuses a malformed TRUST_PROXY at start', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/prefix/);
    expect(() => parseTrustedProxies('proxy.local')).toThrow(/TRUST_PROXY/);
    expect(parseTrustedProxies('')).toBeNull();
  });
});

describe('development helpers answer loopback clients only (decision 0032)', () => {
  it('refuses the SMS outbox, dev login and fake Toss page to a remote client and to forwarded requests', async () => {
    const t = await app();
    for (const path of ['/api/open/dev/sms-outbox?phone=01012345678', '/api/open/dev-oauth/kakao/authorize?redirect_uri=/x&state=s', '/dev/toss/sdk.js']) {
      const remote = await t.request('GET', path, { remoteAddress: '203.0.113.5' });
      expect(remote.status, path).toBe(403);
      const forwarded = await t.request('GET', path, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.5' } });
      expect(forwarded.status, path).toBe(403);
      for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
        expect((await t.request('GET', path, { remoteAddress: local })).status, `${path} ${local}`).not.toBe(403);
    }
    expect((await t.request('GET', '/api/open/dev/sms-outbox?phone=01012345678', { remoteAddress: '203.0.113.5' })).json).toEqual({
      code: '403',
      message: 'IllegalUserRoleException',
    });
  });
});

describe('API answers are never cached; production adds HSTS (decision 0032)', () => {
  let t: TestContext;
  let prod: TestContext;
  // Both apps are made under the hook's bound: on a busy machine two migrated and seeded databases
  // take longer than one test's.
  beforeAll(async () => {
    t = await app();
    prod = await app({ ...PRODUCTION_ENV, LOG_LEVEL: 'silent' });
  });

  it('sends Cache-Control: no-store on JSON answers, and HSTS only in production', async () => {
    for (const path of ['/api/health', '/api/users/me', '/api/open/users/check-duplicate?userId=abcd', '/api/nothing-here']) {
      expect((await t.request('GET', path)).headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await t.request('GET', '/api/health')).headers.get('strict-transport-security')).toBeNull();
    const health = await prod.request('GET', '/api/health');
    expect(health.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(health.headers.get('cache-control')).toBe('no-store');
  });
});

describe('per-address limits count an IPv6 address by its /64 (decision 0079)', () => {
  it('groups IPv6 by /64 and leaves IPv4 (also IPv4-mapped) as it is', () => {
    expect(addressBucket('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressBucket('2001:db8:1:3::a')).not.toBe(addressBucket('2001:db8:1:2::a'));
    expect(addressBucket('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressBucket('64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/64');
    expect(addressBucket('198.51.100.7')).toBe('198.51.100.7');
    expect(addressBucket('local')).toBe('local');
  });

  it('addresses of one /64 share the check-duplicate bucket; another /64 has its own', async () => {
    const t = await app();
    const check = (remoteAddress: string) => t.request('GET', '/api/open/users/check-duplicate?userId=abcd', { remoteAddress });
    const answers = await Promise.all(Array.from({ length: 61 }, (_, i) => check(`2001:db8:7:7::${(i + 1).toString(16)}`)));
    expect(answers.filter((r) => r.status === 429)).toHaveLength(1);
    expect((await check('2001:db8:7:8::1')).status).toBe(200);
  });
});
