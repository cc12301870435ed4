import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyHs256 } from './hs256.ts';

const secret = new TextEncoder().encode('a-test-secret-a-test-secret-a-test');
const sign = (exp: number, key = secret) =>
  new SignJWT({ role: 'ROLE_MEMBER' }).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setExpirationTime(exp).sign(key);

describe('HS256 verification (ARCHITECTURE §4 access token)', () => {
  it('accepts a jose-signed token before exp and answers expired from exp on', async () => {
    const token = await sign(1000);
    expect(await verifyHs256(token, secret, 999)).toMatchObject({ kind: 'valid', payload: { sub: '1', role: 'ROLE_MEMBER' } });
    expect(await verifyHs256(token, secret, 1000)).toEqual({ kind: 'expired' });
  });

  it('refuses another key, a changed payload, alg none and garbage', async () => {
    const token = await sign(1000);
    expect(await verifyHs256(await sign(1000, new TextEncoder().encode('another-secret-another-secret-xx')), secret, 1)).toEqual({ kind: 'invalid' });
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '2', role: 'ROLE_ADMIN', exp: 1000 })).toString('base64url');
    expect(await verifyHs256(`${h}.${forged}.${s}`, secret, 1)).toEqual({ kind: 'invalid' });
    expect(await verifyHs256(new UnsecuredJWT({ sub: '1' }).setExpirationTime(1000).encode(), secret, 1)).toEqual({ kind: 'invalid' });
    expect(await verifyHs256('not.a.jwt', secret, 1)).toEqual({ kind: 'invalid' });
    expect(await verifyHs256('', secret, 1)).toEqual({ kind: 'invalid' });
  });

  it('refuses non-canonical base64url in any part: padding, extra bits, foreign characters', async () => {
    const token = await sign(1000);
    const [h = '', p = '', s = ''] = token.split('.');
    expect((await verifyHs256(`${h}.${p}.${s}`, secret, 1)).kind).toBe('valid');
    // A 32-byte signature is 43 characters whose last one carries 2 unused bits: flipping them decodes the same bytes.
    const last = s.at(-1) ?? 'A';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1] ?? 'A';
    expect(Buffer.from(`${s.slice(0, -1)}${sibling}`, 'base64url').equals(Buffer.from(s, 'base64url'))).toBe(true);
    for (const forged of [
      `${h}.${p}.${s}=`,
      `${h}.${p}.${s}==`,
      `${h}.${p}.${s.slice(0, -1)}${sibling}`,
      `${h}.${p}.${s}A`,
      `${h}=.${p}.${s}`,
      `${h}.${p}+.${s}`,
      `${h}.${p}.${s.replace(/_/g, '/')}`,
      ` ${h}.${p}.${s}`,
    ]) {
      expect(await verifyHs256(forged, secret, 1), forged).toEqual({ kind: 'invalid' });
    }
  });

  it('requires exp', async () => {
    const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    expect(await verifyHs256(token, secret, 1)).toEqual({ kind: 'invalid' });
  });
});
