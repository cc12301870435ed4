import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { RATE_RULES } from '../../lib/rate-limit.ts';
import { SIGN_IN_DEVICE_HEADER } from '../../../src/contract/sign-in-device.ts';
import { ACCOUNT_RULE, SIGN_IN_THROTTLE } from './sign-in-throttle.ts';

const clock = testClock();

const t = testApp({ clock, demo: true });
beforeAll(async () => {});

const JOIN_PASSWORD = 'goodpass1';
const attempt = (userId: string, password: string, remoteAddress: string, device?: string) =>
  t.request('POST', '/api/open/auth/sign-in', {
    body: { userId, password },
    remoteAddress,
    ...(device ? { headers: { [SIGN_IN_DEVICE_HEADER]: device } } : {}),
  });

async function joined(userId: string, nickname: string): Promise<void> {
  expect((await t.request('POST', '/api/open/users/join', { body: { userId, password: JOIN_PASSWORD, nickname } })).status).toBe(200);
}

/** How many of the answers checked a password (422 LoginFailException) and how many were turned away first (429). */
function tally(answers: { status: number; json: unknown }[]): { checked: number; refused: number } {
  for (const a of answers) {
    if (a.status === 422) expect(a.json).toEqual({ code: '422', message: 'LoginFailException' });
    else expect(a.json).toEqual({ code: '429', message: 'TooManyRequestsException' });
  }
  return { checked: answers.filter((a) => a.status === 422).length, refused: answers.filter((a) => a.status === 429).length };
}

// SPEC §8 LoginFailException / TooManyRequestsException; decision 0047 (OWASP Authentication Cheat
// Sheet, account lockout): every try is claimed in the database before the password is checked.
describe('parallel guesses get no more password checks than the waits allow', () => {
  it('20 parallel guesses at a fresh account from one address: five checked, fifteen refused', async () => {
    await joined('racemom', '경주맘');
    const answers = await Promise.all(Array.from({ length: 20 }, () => attempt('racemom', 'bad-guess1', '198.51.100.1')));
    expect(tally(answers)).toEqual({ checked: SIGN_IN_THROTTLE.freeFailures, refused: 15 });
  });

  it('after five wrong tries, 20 parallel guesses when the 2 s wait is over: one checked, and the wait doubles', async () => {
    clock.advance(2_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => attempt('racemom', 'bad-guess1', '198.51.100.1')));
    expect(tally(answers)).toEqual({ checked: 1, refused: 19 });
    const next = await attempt('racemom', 'bad-guess1', '198.51.100.1');
    expect(next.status).toBe(429);
    expect(next.headers.get('retry-after')).toBe('4');
  });

  it(`the account's own ceiling (${ACCOUNT_RULE.limit} failures an hour from all addresses) holds against 20 parallel guesses from 20 addresses`, async () => {
    await joined('manymom', '여럿맘');
    for (let i = 0; i < ACCOUNT_RULE.limit - 5; i++) expect((await attempt('manymom', 'bad-guess1', `10.1.${i >> 8}.${i & 255}`)).status).toBe(422);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt('manymom', 'bad-guess1', `10.2.0.${i}`)));
    expect(tally(answers)).toEqual({ checked: 5, refused: 15 });
    // Past the ceiling even the right password waits, from anywhere, until the hour is over.
    const owner = await attempt('manymom', JOIN_PASSWORD, '203.0.113.50');
    expect(owner.status).toBe(429);
    const retryAfter = Number(owner.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_RULE.windowSeconds);
    clock.advance((retryAfter - 1) * 1000);
    expect((await attempt('manymom', JOIN_PASSWORD, '203.0.113.50')).status).toBe(429);
    clock.advance(1000);
    expect((await attempt('manymom', JOIN_PASSWORD, '203.0.113.50')).status).toBe(200);
  }, 180_000); // 100 argon2 checks in a row

  it(`one address guessing across accounts: ${RATE_RULES.signIn.limit} checked in its window, also in parallel`, async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(`sprayed${i}`, 'Password1', '198.51.100.77')));
    expect(tally(answers)).toEqual({ checked: RATE_RULES.signIn.limit, refused: 10 });
  });
});

describe('a guesser at one address cannot keep the owner out (decision 0047)', () => {
  it("the admin's right password from another address signs in while an attacker hammers the admin account", async () => {
    const attacker = '198.51.100.66';
    for (let round = 0; round < 8; round++) {
      await Promise.all(Array.from({ length: 20 }, () => attempt('admin', 'bad-guess1', attacker)));
      expect((await attempt('admin', DEMO_PASSWORD, attacker)).status).toBe(429);
      const owner = await attempt('admin', DEMO_PASSWORD, '203.0.113.7');
      expect(owner.status, `round ${round}`).toBe(200);
      clock.advance(60_000);
    }
  }, 120_000);

  it('growing waits from one address, with Retry-After; after the capped wait the owner gets in there too and the count starts over', async () => {
    await joined('slowmom', '느린맘');
    const here = '198.51.100.20';
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailures; i++) expect((await attempt('slowmom', 'bad-guess1', here)).status).toBe(422);
    const slowed = await attempt('slowmom', 'bad-guess1', here);
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('2');
    // The right password waits too at this address (otherwise the wait would be no throttle) …
    expect((await attempt('slowmom', JOIN_PASSWORD, here)).status).toBe(429);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      clock.advance(60 * 60 * 1000);
      expect((await attempt('slowmom', 'bad-guess1', here)).status).toBe(422);
      waits.push(Number((await attempt('slowmom', 'bad-guess1', here)).headers.get('retry-after')));
    }
    expect(waits.slice(0, 4)).toEqual([4, 8, 16, 32]);
    expect(Math.max(...waits)).toBe(SIGN_IN_THROTTLE.maxDelaySeconds);
    // … but after the capped wait the owner gets in, and the count starts over.
    clock.advance(SIGN_IN_THROTTLE.maxDelaySeconds * 1000);
    expect((await attempt('slowmom', JOIN_PASSWORD, here)).status).toBe(200);
    expect((await attempt('slowmom', 'bad-guess1', here)).status).toBe(422);
    expect((await attempt('slowmom', JOIN_PASSWORD, here)).status).toBe(200);
  });

  it('right passwords never count against a shared address (a family or office behind one NAT)', async () => {
    for (let i = 0; i < RATE_RULES.signIn.limit + 5; i++) expect((await attempt('parent', DEMO_PASSWORD, '198.51.100.200')).status).toBe(200);
  });
});

describe('guessers from many addresses slow unknown callers, never a known device or address (decision 0079)', () => {
  it('5 guesses from each of 22 addresses: the owner still signs in from a known address and with a known device', async () => {
    await joined('ownermom', '주인맘');
    const home = '203.0.113.80';
    expect((await attempt('ownermom', JOIN_PASSWORD, home)).status).toBe(200);
    const phone = await attempt('ownermom', JOIN_PASSWORD, '203.0.113.81');
    const device = phone.headers.get(SIGN_IN_DEVICE_HEADER) ?? '';
    expect(device).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    for (let a = 0; a < 22; a++) {
      const answers = await Promise.all(Array.from({ length: SIGN_IN_THROTTLE.freeFailures }, () => attempt('ownermom', 'bad-guess1', `192.0.2.${a + 1}`)));
      expect(answers.every((r) => r.status === 422 || r.status === 429)).toBe(true);
    }
    // The account's ceiling is full: an address it never signed in from waits, even with the right password.
    const stranger = await attempt('ownermom', JOIN_PASSWORD, '198.18.0.9');
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(60);
    // The owner at home, and on the phone from a network never seen (its device token), gets in.
    expect((await attempt('ownermom', JOIN_PASSWORD, home)).status).toBe(200);
    const away = await attempt('ownermom', JOIN_PASSWORD, '198.18.0.10', device);
    expect(away.status).toBe(200);
    expect(away.headers.get(SIGN_IN_DEVICE_HEADER)).toBe(device);
    // A known place still has its own wait: five wrong passwords there, then it is slowed like any other.
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailures; i++) expect((await attempt('ownermom', 'bad-guess1', home)).status).toBe(422);
    expect((await attempt('ownermom', 'bad-guess1', home)).status).toBe(429);
    // A made-up token is no known device.
    expect((await attempt('ownermom', JOIN_PASSWORD, '198.18.0.11', 'x'.repeat(43))).status).toBe(429);
  }, 180_000);

  it('addresses of one IPv6 /64 share one wait; another /64 has its own', async () => {
    await joined('sixmom', '육맘');
    for (let i = 1; i <= SIGN_IN_THROTTLE.freeFailures; i++) expect((await attempt('sixmom', 'bad-guess1', `2001:db8:aa:1::${i}`)).status).toBe(422);
    const sameNet = await attempt('sixmom', 'bad-guess1', '2001:db8:aa:1:ffff:ffff:ffff:ffff');
    expect(sameNet.status).toBe(429);
    expect(sameNet.headers.get('retry-after')).toBe('2');
    expect((await attempt('sixmom', 'bad-guess1', '2001:db8:aa:2::1')).status).toBe(422);
  });
});
