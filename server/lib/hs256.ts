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
  const given = canonicalBase64url(signature);
  if (!given || !canonicalBase64url(header) || !canonicalBase64url(payload)) return { kind: 'invalid' };
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'invalid' };
  const head = parseJson(header);
  const body = parseJson(payload);
  if (!head || head.alg !== 'HS256' || 'crit' in head || !body) return { kind: 'invalid' };
  if (typeof body.exp !== 'number') return { kind: 'invalid' };
  if (nowSeconds >= body.exp) return { kind: 'expired' };
  return { kind: 'valid', payload: body };
}

/**
 * Node's decoder forgives padding, unused trailing bits and foreign characters, so one token would
 * have many spellings (a signature with `==` appended verified). Only the one spelling that
 * re-encodes to itself is accepted (docs/decisions/0032).
 */
function canonicalBase64url(part: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) return null;
  const bytes = Buffer.from(part, 'base64url');
  return bytes.toString('base64url') === part ? bytes : null;
}

function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : null;
  } catch {
    return null;
  }
}
