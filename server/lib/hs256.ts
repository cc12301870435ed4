import { errors, jwtVerify, type JWTPayload } from 'jose';

export type Hs256Result = { kind: 'valid'; payload: JWTPayload } | { kind: 'expired' } | { kind: 'invalid' };

/**
 * Verifies a compact HS256 JWT with jose (decision 0054): only `alg: HS256`, `exp` required, and a
 * token is expired when now ≥ exp. With the key imported once, jose costs about what node:crypto
 * did, and only once per token and instance: verified tokens are remembered (verified-tokens.ts).
 */
export async function verifyHs256(token: string, secret: CryptoKey | Uint8Array, nowSeconds: number): Promise<Hs256Result> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every(canonicalBase64url)) return { kind: 'invalid' };
  try {
    const options = { algorithms: ['HS256'], requiredClaims: ['exp'], currentDate: new Date(nowSeconds * 1000) };
    return { kind: 'valid', payload: (await jwtVerify(token, secret, options)).payload };
  } catch (error) {
    return error instanceof errors.JWTExpired ? { kind: 'expired' } : { kind: 'invalid' };
  }
}

/**
 * jose decodes with atob on Node 20, which forgives padding, unused trailing bits and whitespace, so
 * one signature would have many spellings (`==` appended verified). Only the one spelling that
 * re-encodes to itself is accepted (docs/decisions/0032).
 */
function canonicalBase64url(part: string): boolean {
  return /^[A-Za-z0-9_-]*$/.test(part) && Buffer.from(part, 'base64url').toString('base64url') === part;
}
