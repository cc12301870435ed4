import { decodeJwt, SignJWT } from 'jose';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_JWT_SECRET } from './env.ts';

export const DEMO_PASSWORD = 'dodam1234';

export type Tokens = { accessToken: string; refreshToken: string };

function dataOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
}

function asTokens(value: unknown): Tokens {
  if (
    typeof value === 'object' &&
    value !== null &&
    'accessToken' in value &&
    'refreshToken' in value &&
    typeof value.accessToken === 'string' &&
    typeof value.refreshToken === 'string'
  ) {
    return { accessToken: value.accessToken, refreshToken: value.refreshToken };
  }
  throw new Error(`not a token pair: ${JSON.stringify(value)}`);
}

/** Signs in through the API (fast path for journeys that are not about signing in). */
export async function apiSignIn(request: APIRequestContext, userId: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const res = await request.post('/api/open/auth/sign-in', { data: { userId, password } });
  expect(res.ok()).toBeTruthy();
  return asTokens(dataOf(await res.json()));
}

/**
 * Joins made through the API come each from an address of its own in the benchmarking range
 * 198.18.0.0/15 (RFC 2544), forwarded by the loopback proxy the e2e server trusts (e2e/env.ts): the
 * suite makes more members than one address may in an hour (RATE_RULES.join in server/lib/rate-limit.ts), and a
 * real parent joins from their own phone.
 */
let joinAddress = Math.floor(Math.random() * 60_000);
function nextJoinAddress(): string {
  joinAddress = (joinAddress + 1) % 65_536;
  return `198.18.${String(joinAddress >> 8)}.${String(joinAddress & 255)}`;
}

export async function apiJoin(request: APIRequestContext, userId: string, nickname: string, password = 'goodpass1'): Promise<Tokens> {
  const res = await request.post('/api/open/users/join', { data: { userId, password, nickname }, headers: { 'x-forwarded-for': nextJoinAddress() } });
  expect(res.ok()).toBeTruthy();
  return asTokens(dataOf(await res.json()));
}

export function authHeaders(tokens: Tokens): Record<string, string> {
  return { authorization: `Bearer ${tokens.accessToken}`, 'x-refresh-token': tokens.refreshToken };
}

/** Puts a token pair into localStorage before the app starts, as a signed-in browser has it. */
/** The same member's access token, an hour past its time: what a session that sat idle sends. */
export async function expiredAccessToken(tokens: Tokens): Promise<string> {
  const claims = decodeJwt(tokens.accessToken);
  const past = Math.floor(Date.now() / 1000) - 3600;
  return new SignJWT({ role: claims.role, fam: claims.fam, reg: claims.reg ?? null })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub))
    .setIssuedAt(past - 1800)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}

export async function storeTokens(page: Page, tokens: Tokens): Promise<void> {
  await page.goto('/auth/privacy-policy');
  await page.evaluate(
    ([a, r]) => {
      localStorage.setItem('access_token', a);
      localStorage.setItem('refresh_token', r);
    },
    [tokens.accessToken, tokens.refreshToken] as const,
  );
}

export async function signInAs(page: Page, userId: string): Promise<void> {
  await storeTokens(page, await apiSignIn(page.request, userId));
}

/** The development SMS outbox (never mounted in production) gives the last code sent to a phone. */
export async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: unknown;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/open/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
      if (!res.ok()) return null;
      const data = dataOf(await res.json());
      code = typeof data === 'object' && data !== null && 'code' in data ? data.code : null;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return String(code);
}

let counter = 0;
/** A unique lower-case login id and a Korean nickname for journeys that create accounts. */
/** A random start per worker: the counter alone would repeat the same nicknames on every run. */
const memberStart = Math.floor(Math.random() * 1e12);

export function uniqueMember(): { userId: string; nickname: string } {
  counter += 1;
  const n = Date.now() % 100000;
  // Four syllables of 가-힣 from the run's random start and the counter: distinct across a run and
  // across runs on one database (a nickname is unique, SPEC §5; three of 14 syllables collided).
  let code = memberStart + counter;
  let syllables = '';
  for (let i = 0; i < 4; i++) {
    syllables += String.fromCharCode(0xac00 + (code % 11_172));
    code = Math.floor(code / 11_172);
  }
  return { userId: `e2e${n}${counter}`, nickname: `${syllables}맘` };
}
