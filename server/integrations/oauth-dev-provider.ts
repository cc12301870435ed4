import { Hono } from 'hono';
import { pkceChallenge } from '../lib/crypto.ts';
import { isSameOriginOrLoopbackUrl } from '../lib/redirect-target.ts';

/**
 * A stand-in for Kakao and Naver that speaks their OAuth2 protocol: an authorize page (a chooser
 * that says plainly it is not the real provider), a token endpoint and a user endpoint answering in
 * each provider's own shape. Mounted inside the server in development when no keys are set, and run
 * on 127.0.0.1 by the end-to-end tests so that the real adapter code is exercised.
 */
export function createDevOAuthProvider(): Hono {
  const app = new Hono();

  app.get('/:provider/authorize', (c) => {
    const provider = c.req.param('provider');
    const redirect = c.req.query('redirect_uri') ?? '';
    // Like a real provider, only a registered kind of return address: never another site (decision 0032).
    if (!isSameOriginOrLoopbackUrl(redirect)) return c.text('redirect_uri is not an address of this app', 400);
    const state = c.req.query('state') ?? '';
    // PKCE (RFC 7636): Kakao takes an S256 challenge and checks the verifier at the token endpoint; Naver has none.
    const challenge = provider === 'kakao' ? (c.req.query('code_challenge') ?? '') : '';
    if (challenge && c.req.query('code_challenge_method') !== 'S256') return c.text('code_challenge_method must be S256', 400);
    const label = provider === 'naver' ? '네이버' : '카카오';
    const people = [1, 2, 3].map((n) => ({ id: `${provider}-demo-${n}`, email: `${provider}${n}@example.com` }));
    const links = people
      .map(
        (p) =>
          `<li><a data-testid="dev-login-${p.id}" href="${escapeHtml(withCode(redirect, state, { ...p, challenge }))}">${escapeHtml(p.email)} (으)로 로그인</a></li>`,
      )
      .join('');
    return c.html(`<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>개발용 ${label} 로그인</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:40px auto;padding:0 16px;line-height:1.6">
<h1 style="font-size:20px">개발용 ${label} 로그인</h1>
<p style="background:#fff4d6;padding:12px;border-radius:8px">실제 ${label}가 아닙니다. 키가 설정되지 않은 개발 환경에서 ${label} 로그인을 대신하는 화면입니다.</p>
<ul>${links}</ul>
<p><a href="${escapeHtml(withError(redirect, state))}">취소</a></p>
</body></html>`);
  });

  app.post('/:provider/token', async (c) => {
    const form = await c.req.parseBody();
    const code = typeof form.code === 'string' ? form.code : '';
    const person = code.startsWith('dev.') ? decode(code.slice('dev.'.length)) : null;
    if (!person) return c.json({ error: 'invalid_grant' }, 400);
    if (person.challenge) {
      const verifier = typeof form.code_verifier === 'string' ? form.code_verifier : '';
      if (pkceChallenge(verifier) !== person.challenge) return c.json({ error: 'invalid_grant', error_description: 'code_verifier does not match' }, 400);
    }
    const token = Buffer.from(JSON.stringify({ id: person.id, email: person.email })).toString('base64url');
    return c.json({ access_token: `devtoken.${token}`, token_type: 'bearer', expires_in: 3600 });
  });

  app.get('/:provider/me', (c) => {
    const token = (c.req.header('authorization') ?? '').replace(/^Bearer /, '');
    if (!token.startsWith('devtoken.')) return c.json({ error: 'invalid_token' }, 401);
    const person = decode(token.slice('devtoken.'.length));
    if (!person) return c.json({ error: 'invalid_token' }, 401);
    if (c.req.param('provider') === 'naver') return c.json({ resultcode: '00', message: 'success', response: { id: person.id, email: person.email } });
    return c.json({ id: person.id, kakao_account: { email: person.email } });
  });

  app.get('/:provider/logout', (c) => {
    const back = c.req.query('redirect') ?? '/auth/sign-in';
    return c.redirect(isSameOriginOrLoopbackUrl(back) ? back : '/auth/sign-in');
  });

  return app;
}

type Person = { id: string; email: string; challenge?: string };

function withCode(redirect: string, state: string, person: Person): string {
  const sep = redirect.includes('?') ? '&' : '?';
  return `${redirect}${sep}code=dev.${Buffer.from(JSON.stringify(person)).toString('base64url')}&state=${encodeURIComponent(state)}`;
}

function withError(redirect: string, state: string): string {
  const sep = redirect.includes('?') ? '&' : '?';
  return `${redirect}${sep}error=access_denied&state=${encodeURIComponent(state)}`;
}

function decode(value: string): Person | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'id' in parsed &&
      'email' in parsed &&
      typeof parsed.id === 'string' &&
      typeof parsed.email === 'string'
    ) {
      const challenge = 'challenge' in parsed && typeof parsed.challenge === 'string' && parsed.challenge ? parsed.challenge : undefined;
      return { id: parsed.id, email: parsed.email, ...(challenge ? { challenge } : {}) };
    }
    return null;
  } catch {
    return null;
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
