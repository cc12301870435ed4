import type { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { api } from '../../../src/contract/api.ts';
import { PROVIDERS, type Provider } from '../../../src/contract/roles.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { clientIp, RATE_RULES } from '../../lib/rate-limit.ts';
import { originOf } from '../../lib/public-origin.ts';
import { mount } from '../../lib/route.ts';
import type { AuthService } from './auth.service.ts';
import { SIGN_IN_DEVICE_HEADER } from '../../../src/contract/sign-in-device.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

export function authRoutes(app: Hono<AppEnv>, deps: Deps, auth: AuthService): void {
  const { rate } = deps;

  mount(app, api.checkDuplicate, async ({ c, query }) => {
    await rate(RATE_RULES.checkDuplicate, clientIp(c));
    return {
      userIdAvailable: query.userId === undefined ? null : !(await auth.isTaken('loginId', query.userId.trim())),
      nicknameAvailable: query.nickname === undefined ? null : !(await auth.isTaken('nickname', query.nickname.trim())),
    };
  });

  mount(app, api.join, async ({ c, body }) => {
    await rate(RATE_RULES.join, clientIp(c));
    return auth.join(body);
  });

  const throttle = createSignInThrottle(deps.database.db, deps.clock, rate);
  mount(app, api.signIn, async ({ c, body }) => {
    // The try is claimed before the password is checked, per account and address, per account and
    // per address (decision 0047): parallel guesses cannot outrun the wait, and a guesser at one
    // address cannot keep the owner out everywhere. Only failures keep counting.
    // A device or address the account signed in from before keeps its own budget (decision 0079).
    const address = clientIp(c);
    const device = c.req.header(SIGN_IN_DEVICE_HEADER) ?? null;
    const claim = await throttle.claim(body.userId, address, device);
    if (!claim.accepted) {
      c.header('Retry-After', String(claim.retryAfterSeconds));
      throw new AppError('TooManyRequestsException');
    }
    const pair = await auth.signIn(body.userId, body.password);
    c.header(SIGN_IN_DEVICE_HEADER, await throttle.succeeded(body.userId, address, device, claim.lanes));
    return pair;
  });

  mount(app, api.exchangeCode, async ({ body }) => auth.exchange(body.code));

  // OAuth2 authorization code flow (ARCHITECTURE §4): the provider comes back to the server, which
  // hands the browser a one-time code for /auth/sign-in/loading; tokens never travel in a URL.
  app.get('/api/open/oauth/:provider/authorize', async (c) => {
    const provider = providerOf(c.req.param('provider'));
    await auth.sweep();
    const client = deps.oauth[provider];
    const { state, browserNonce, codeVerifier } = await auth.newState(provider, client.supportsPkce);
    // Binds the sign-in to this browser (login CSRF, decision 0032): the callback needs this cookie.
    setCookie(c, OAUTH_BROWSER_COOKIE, browserNonce, {
      path: OAUTH_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: originOf(deps, c.req.url).startsWith('https://'),
      maxAge: 600,
    });
    return c.redirect(client.authorizeUrl(state, callbackUrl(deps, c.req.url, provider), codeVerifier));
  });

  app.get('/api/open/oauth/:provider/callback', async (c) => {
    const provider = providerOf(c.req.param('provider'));
    const fail = (reason: string) => c.redirect(`/auth/sign-in/loading?error=${encodeURIComponent(reason)}`);
    const code = c.req.query('code');
    const state = c.req.query('state') ?? '';
    const started = await auth.consumeState(provider, state, getCookie(c, OAUTH_BROWSER_COOKIE) ?? '');
    deleteCookie(c, OAUTH_BROWSER_COOKIE, { path: OAUTH_PATH });
    if (!started) return fail('state');
    if (!code) return fail(c.req.query('error') ?? 'cancelled');
    try {
      const profile = await deps.oauth[provider].fetchProfile(
        code,
        state,
        callbackUrl(deps, c.req.url, provider),
        originOf(deps, c.req.url),
        started.codeVerifier,
      );
      const userId = await auth.socialUser(provider, profile);
      const loginCode = await auth.newLoginCode(userId, provider);
      return c.redirect(`/auth/sign-in/loading?code=${encodeURIComponent(loginCode)}`);
    } catch (error) {
      c.get('log').warn({ err: error, provider }, 'social sign-in failed');
      return fail('provider');
    }
  });
}

const OAUTH_BROWSER_COOKIE = 'dodam_oauth';
const OAUTH_PATH = '/api/open/oauth/';

function providerOf(value: string): Provider {
  const upper = value.toUpperCase();
  const found = PROVIDERS.find((p) => p === upper);
  if (!found) throw new AppError('NotFound');
  return found;
}

function callbackUrl(deps: Deps, requestUrl: string, provider: Provider): string {
  return `${originOf(deps, requestUrl)}/api/open/oauth/${provider.toLowerCase()}/callback`;
}
