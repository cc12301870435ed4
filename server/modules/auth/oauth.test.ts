import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Tokens } from '../../../src/contract/user.ts';
import { createDevOAuthProvider } from '../../integrations/oauth-dev-provider.ts';
import { startTestApp, testClock, type TestContext } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

// ARCHITECTURE §4: the real OAuth2 adapters talk HTTP to a provider on 127.0.0.1 that speaks the
// Kakao and Naver protocols (the built-in dev provider), exactly as they would to the real ones.
const PUBLIC_URL = 'http://localhost:8080';
const clock = testClock();
let provider: ServerType;
let base: string;
let t: TestContext;

beforeAll(async () => {
  const app = createDevOAuthProvider();
  base = await new Promise<string>((resolve) => {
    provider = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`));
  });
  const env: Record<string, string> = { PUBLIC_URL };
  for (const p of ['KAKAO', 'NAVER']) {
    const lower = p.toLowerCase();
    Object.assign(env, {
      [`${p}_CLIENT_ID`]: `${lower}-client`,
      [`${p}_CLIENT_SECRET`]: `${lower}-secret`,
      [`${p}_AUTH_URL`]: `${base}/${lower}/authorize`,
      [`${p}_TOKEN_URL`]: `${base}/${lower}/token`,
      [`${p}_USER_URL`]: `${base}/${lower}/me`,
      [`${p}_LOGOUT_URL`]: `${base}/${lower}/logout`,
    });
  }
  t = await startTestApp({ clock, env });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

type Provider = 'kakao' | 'naver';
const { me } = memberKit(() => t);
/** LogoutResult of a provider member: the provider's logout page. */
const ProviderLogout = v.object({ providerLogoutUrl: v.string() });

/** The browser that started each sign-in: its binding cookie, by state. */
const browsers = new Map<string, string>();
async function authorize(p: Provider): Promise<URL> {
  const res = await t.request('GET', `/api/open/oauth/${p}/authorize`);
  expect(res.status).toBe(302);
  const url = new URL(res.headers.get('location') ?? '');
  const cookie = /^dodam_oauth=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
  browsers.set(url.searchParams.get('state') ?? '', `dodam_oauth=${cookie}`);
  return url;
}
/** Opens the provider's authorize page over HTTP and follows one of its links, like a browser. */
async function providerLink(authorizeUrl: URL, testId: string): Promise<URL> {
  const html = await (await fetch(authorizeUrl)).text();
  const href = new RegExp(`data-testid="${testId}" href="([^"]+)"`).exec(html)?.[1] ?? '';
  expect(href).not.toBe('');
  return new URL(href.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))));
}
const cancelLink = async (authorizeUrl: URL) => {
  const html = await (await fetch(authorizeUrl)).text();
  const href = /<a href="([^"]+)">취소<\/a>/.exec(html)?.[1] ?? '';
  return new URL(href.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))));
};
/** Comes back to the server in the browser that started the sign-in (or in `cookie`'s browser). */
async function callback(link: URL, cookie = browsers.get(link.searchParams.get('state') ?? '')): Promise<string> {
  const res = await t.request('GET', `${link.pathname}${link.search}`, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(302);
  return res.headers.get('location') ?? '';
}
const exchange = (code: string) => t.request('POST', '/api/open/auth/exchange', { body: { code } });
async function loginCode(p: Provider, person: number): Promise<string> {
  const location = await callback(await providerLink(await authorize(p), `dev-login-${p}-demo-${person}`));
  expect(location).toMatch(/^\/auth\/sign-in\/loading\?code=/);
  return new URL(location, PUBLIC_URL).searchParams.get('code') ?? '';
}
async function signIn(p: Provider, person: number): Promise<Pair> {
  const res = await exchange(await loginCode(p, person));
  expect(res.status).toBe(200);
  return dataOf(res, Tokens);
}

describe('Kakao sign-in (decision 0004: authorization code with state, account linking by provider id)', () => {
  it('redirects /authorize to the provider with client_id, redirect_uri and state', async () => {
    const url = await authorize('kakao');
    expect(`${url.origin}${url.pathname}`).toBe(`${base}/kakao/authorize`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('kakao-client');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/open/oauth/kakao/callback`);
    expect(url.searchParams.get('state')?.length).toBeGreaterThanOrEqual(32);
    expect(url.searchParams.get('client_secret')).toBeNull();
  });

  it('signs in through the provider and the one-time code; tokens never travel in a URL', async () => {
    const link = await providerLink(await authorize('kakao'), 'dev-login-kakao-demo-1');
    expect(link.searchParams.get('code')).toBeTruthy();
    expect(link.searchParams.get('state')).toBeTruthy();
    const location = await callback(link);
    expect(location).toMatch(/^\/auth\/sign-in\/loading\?code=[\w-]+$/);
    const res = await exchange(new URL(location, PUBLIC_URL).searchParams.get('code') ?? '');
    expect(res.json).toMatchObject({ code: '200', data: { accessToken: expect.any(String), refreshToken: expect.any(String) } });
    const user = await me(dataOf(res, Tokens));
    expect(user).toMatchObject({ currentRegistrationId: 'KAKAO', role: 'ROLE_MEMBER', userId: null, hasPassword: false, email: 'kakao1@example.com' });
    expect(user.oauth2IdDetails).toEqual([expect.objectContaining({ provider: 'KAKAO', email: 'kakao1@example.com' })]);
  });

  it('links by provider id: the same Kakao account is the same member, another one a new member', async () => {
    const first = await me(await signIn('kakao', 1));
    const again = await me(await signIn('kakao', 1));
    const other = await me(await signIn('kakao', 2));
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
  });

  it('answers a reused, unknown, missing or other provider\u2019s state with ?error=state', async () => {
    const link = await providerLink(await authorize('kakao'), 'dev-login-kakao-demo-1');
    expect(await callback(link)).toMatch(/^\/auth\/sign-in\/loading\?code=/);
    expect(await callback(link)).toBe('/auth/sign-in/loading?error=state');
    const forged = new URL(link);
    forged.searchParams.set('state', 'made-up-state');
    expect(await callback(forged)).toBe('/auth/sign-in/loading?error=state');
    forged.searchParams.delete('state');
    expect(await callback(forged)).toBe('/auth/sign-in/loading?error=state');
    const kakaoState = (await authorize('kakao')).searchParams.get('state') ?? '';
    expect(await callback(new URL(`${PUBLIC_URL}/api/open/oauth/naver/callback?code=dev.x&state=${kakaoState}`))).toBe('/auth/sign-in/loading?error=state');
    const stale = await providerLink(await authorize('kakao'), 'dev-login-kakao-demo-1');
    clock.advance(601_000);
    expect(await callback(stale)).toBe('/auth/sign-in/loading?error=state');
  });

  it('binds the state to the browser that started the sign-in (login CSRF): another browser gets ?error=state', async () => {
    const start = await t.request('GET', '/api/open/oauth/kakao/authorize');
    expect(start.headers.get('set-cookie')).toMatch(/^dodam_oauth=[\w-]{32}; Max-Age=600; Path=\/api\/open\/oauth\/; HttpOnly; SameSite=Lax$/);
    // An attacker starts a sign-in with their own account and sends the victim the callback link.
    const attackers = await providerLink(await authorize('kakao'), 'dev-login-kakao-demo-3');
    expect(await callback(attackers, '')).toBe('/auth/sign-in/loading?error=state');
    const another = await providerLink(await authorize('kakao'), 'dev-login-kakao-demo-3');
    const victimCookie = browsers.get((await authorize('kakao')).searchParams.get('state') ?? '');
    expect(await callback(another, victimCookie)).toBe('/auth/sign-in/loading?error=state');
  });

  it('uses PKCE S256 with Kakao, and the provider refuses a code without the right verifier', async () => {
    const url = await authorize('kakao');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const link = await providerLink(url, 'dev-login-kakao-demo-1');
    const code = link.searchParams.get('code') ?? '';
    const token = (verifier?: string) =>
      fetch(`${base}/kakao/token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'authorization_code', code, ...(verifier === undefined ? {} : { code_verifier: verifier }) }),
      });
    expect((await token()).status).toBe(400);
    expect((await token('x'.repeat(43))).status).toBe(400);
    expect(await callback(link)).toMatch(/^\/auth\/sign-in\/loading\?code=/);
    // Naver has no PKCE (decision 0032): no challenge is sent.
    expect((await authorize('naver')).searchParams.get('code_challenge')).toBeNull();
  });

  it('reports a cancelled sign-in and a code the provider refuses', async () => {
    expect(await callback(await cancelLink(await authorize('kakao')))).toBe('/auth/sign-in/loading?error=access_denied');
    const refused = await providerLink(await authorize('kakao'), 'dev-login-kakao-demo-1');
    refused.searchParams.set('code', 'not-from-the-provider');
    expect(await callback(refused)).toBe('/auth/sign-in/loading?error=provider');
  });

  it('exchanges a login code once only, and not after it expires (401)', async () => {
    const code = await loginCode('kakao', 3);
    expect((await exchange(code)).status).toBe(200);
    expect(await exchange(code)).toMatchObject({ status: 401, json: { code: '401', message: 'UserAuthenticationException' } });
    expect((await exchange('x'.repeat(43))).status).toBe(401);
    expect((await exchange('short')).json).toEqual({ code: '400', message: 'BadRequest' });
    const late = await loginCode('kakao', 3);
    clock.advance(121_000);
    expect((await exchange(late)).status).toBe(401);
  });

  it('logs out through Kakao\u2019s logout page (SPEC §4) and revokes the session', async () => {
    const tokens = await signIn('kakao', 1);
    const res = await t.request('POST', '/api/users/logout', { tokens });
    const data = dataOf(res, ProviderLogout);
    const url = new URL(data.providerLogoutUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${base}/kakao/logout`);
    expect(url.searchParams.get('client_id')).toBe('kakao-client');
    expect(url.searchParams.get('logout_redirect_uri')).toBe(`${PUBLIC_URL}/auth/sign-in`);
    expect((await t.request('GET', '/api/users/me', { tokens })).status).toBe(401);
  });

  it('after account deletion the Kakao account is unlinked and signs up afresh', async () => {
    const tokens = await signIn('kakao', 2);
    const before = await me(tokens);
    expect((await t.request('DELETE', '/api/users/me', { tokens })).status).toBe(200);
    const after = await me(await signIn('kakao', 2));
    expect(after.id).not.toBe(before.id);
  });
});

describe('Naver sign-in', () => {
  it('signs in, links by provider id and logs out through Naver', async () => {
    const url = await authorize('naver');
    expect(`${url.origin}${url.pathname}`).toBe(`${base}/naver/authorize`);
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/open/oauth/naver/callback`);
    const location = await callback(await providerLink(url, 'dev-login-naver-demo-1'));
    const tokens = dataOf(await exchange(new URL(location, PUBLIC_URL).searchParams.get('code') ?? ''), Tokens);
    const user = await me(tokens);
    expect(user).toMatchObject({ currentRegistrationId: 'NAVER', email: 'naver1@example.com' });
    expect(user.oauth2IdDetails).toEqual([expect.objectContaining({ provider: 'NAVER', email: 'naver1@example.com' })]);
    expect((await me(await signIn('naver', 1))).id).toBe(user.id);
    const out = await t.request('POST', '/api/users/logout', { tokens });
    const data = dataOf(out, ProviderLogout);
    expect(data.providerLogoutUrl).toMatch(new RegExp(`^${base}/naver/logout`));
  });

  it('the development provider sends the browser only back to this app, never to another site (decision 0032)', async () => {
    for (const target of ['https://evil.example/cb', '//evil.example/cb', '/\\evil.example', 'javascript:alert(1)']) {
      expect((await fetch(`${base}/kakao/authorize?redirect_uri=${encodeURIComponent(target)}&state=s`)).status, target).toBe(400);
      const out = await fetch(`${base}/kakao/logout?redirect=${encodeURIComponent(target)}`, { redirect: 'manual' });
      expect(out.headers.get('location'), target).toBe('/auth/sign-in');
    }
    const back = await fetch(`${base}/kakao/logout?redirect=${encodeURIComponent(`${PUBLIC_URL}/auth/sign-in`)}`, { redirect: 'manual' });
    expect(back.headers.get('location')).toBe(`${PUBLIC_URL}/auth/sign-in`);
  });

  it('answers an unknown provider with the 404 envelope', async () => {
    expect((await t.request('GET', '/api/open/oauth/google/authorize')).json).toEqual({ code: '404', message: 'NotFound' });
  });
});
