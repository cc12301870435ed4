import { createHmac, timingSafeEqual } from 'node:crypto';

export type Hs256Result = { kind: 'valid'; payload: Record<string, unknown> } | { kind: 'expired' } | { kind: 'invalid' };

/**
 * Verifies a compact HS256 JWT with node:crypto. Tokens are signed with jose; verification runs on
 * every call, and jose's WebCrypto path cost ~15% of a request (docs/decisions/0006). Only
 * {"alg":"HS256"} is accepted (no alg confusion), the signature is compared in constant time,
 * and `exp` is required: a token is expired when now ≥ exp, as jose judges it.
 */
export function verifyHs256(token: string, secret: Uint8Array, nowSeconds: number): Hs256Result {
  const parts = token.split('.');
  if (parts.length !== 3) return { kind: 'invalid' };
  const [header = '', payload = '', signature = ''] = parts;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'invalid' };
  const head = parseJson(header);
  const body = parseJson(payload);
  if (!head || head.alg !== 'HS256' || 'crit' in head || !body) return { kind: 'invalid' };
  if (typeof body.exp !== 'number') return { kind: 'invalid' };
  if (nowSeconds >= body.exp) return { kind: 'expired' };
  return { kind: 'valid', payload: body };
}

function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : null;
  } catch {
    return null;
  }
}
