import * as v from 'valibot';
import type { Provider } from '../../src/contract/roles.ts';
import { pkceChallenge } from '../lib/crypto.ts';

export type OAuthConfig = {
  provider: Provider;
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userUrl: string;
  logoutUrl: string;
  /** True when the URLs point at the built-in development provider instead of the real one. */
  local: boolean;
};

export type OAuthProfile = { providerUserId: string; email: string | null };

const TokenAnswer = v.object({ access_token: v.string() });
const KakaoUser = v.object({
  id: v.union([v.number(), v.string()]),
  kakao_account: v.optional(v.object({ email: v.optional(v.nullable(v.string())) })),
});
const NaverUser = v.object({
  resultcode: v.literal('00'),
  response: v.object({ id: v.string(), email: v.optional(v.nullable(v.string())) }),
});

/**
 * The OAuth2 authorization-code flow against Kakao or Naver (or the built-in development provider,
 * which speaks the same protocol). Token exchange with the client secret happens on the server only.
 */
export function createOAuthClient(config: OAuthConfig) {
  return {
    config,
    /** PKCE (RFC 7636) where the provider supports it: Kakao does, Naver does not (decision 0032). */
    supportsPkce: config.provider === 'KAKAO',

    authorizeUrl(state: string, redirectUri: string, codeVerifier: string | null = null): string {
      const url = new URL(config.authUrl, 'http://placeholder');
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      if (codeVerifier) {
        url.searchParams.set('code_challenge', pkceChallenge(codeVerifier));
        url.searchParams.set('code_challenge_method', 'S256');
      }
      return config.authUrl.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
    },

    async fetchProfile(code: string, state: string, redirectUri: string, origin: string, codeVerifier: string | null = null): Promise<OAuthProfile> {
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: config.clientId,
        client_secret: config.clientSecret,
        redirect_uri: redirectUri,
        code,
        state,
      });
      if (codeVerifier) form.set('code_verifier', codeVerifier);
      const tokenResponse = await fetch(absolute(config.tokenUrl, origin), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
      if (!tokenResponse.ok) throw new Error(`${config.provider} token endpoint answered ${tokenResponse.status}`);
      const { access_token } = v.parse(TokenAnswer, await tokenResponse.json());
      const userResponse = await fetch(absolute(config.userUrl, origin), {
        headers: { authorization: `Bearer ${access_token}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (!userResponse.ok) throw new Error(`${config.provider} user endpoint answered ${userResponse.status}`);
      const body: unknown = await userResponse.json();
      if (config.provider === 'KAKAO') {
        const user = v.parse(KakaoUser, body);
        return { providerUserId: String(user.id), email: user.kakao_account?.email ?? null };
      }
      const user = v.parse(NaverUser, body);
      return { providerUserId: user.response.id, email: user.response.email ?? null };
    },

    /** SPEC §4: logout through the provider's logout page, coming back to sign-in. */
    logoutUrl(origin: string): string {
      const back = `${origin}/auth/sign-in`;
      const url = new URL(absolute(config.logoutUrl, origin));
      if (config.provider === 'KAKAO') {
        url.searchParams.set('client_id', config.clientId);
        url.searchParams.set('logout_redirect_uri', back);
      } else if (config.local) {
        url.searchParams.set('redirect', back);
      }
      return url.toString();
    },
  };
}

export type OAuthClient = ReturnType<typeof createOAuthClient>;

function absolute(url: string, origin: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}
