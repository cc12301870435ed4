/**
 * Short-lived signed URLs for files an <img> loads: it cannot send the bearer header, so the
 * authorisation travels in the query (decision 0012). HMAC-SHA256 with a key derived from the JWT
 * secret for this one purpose; the signature covers the path, the stored file's key and the expiry,
 * so a replaced or removed file invalidates every URL given out for it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const DAY_SECONDS = 24 * 3600;

export type UrlSigner = {
  /** `path?exp=…&sig=…`; the expiry is the end of the next UTC day, so a URL stays the same all day long (browser cache) and lives 24-48 h. */
  sign(path: string, fileKey: string, now: Date): string;
  verify(path: string, fileKey: string, exp: string | undefined, sig: string | undefined, now: Date): 'ok' | 'expired' | 'invalid';
};

export function createUrlSigner(secret: Uint8Array): UrlSigner {
  const key = createHmac('sha256', secret).update('dodam/signed-url/v1').digest();
  const mac = (path: string, fileKey: string, exp: number) => createHmac('sha256', key).update(`${path}\n${fileKey}\n${exp}`).digest();
  return {
    sign(path, fileKey, now) {
      const exp = (Math.floor(now.getTime() / 1000 / DAY_SECONDS) + 2) * DAY_SECONDS;
      return `${path}?exp=${exp}&sig=${mac(path, fileKey, exp).toString('base64url')}`;
    },
    verify(path, fileKey, exp, sig, now) {
      if (!exp || !/^\d{1,12}$/.test(exp) || !sig || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'invalid';
      const expected = mac(path, fileKey, Number(exp));
      const given = Buffer.from(sig, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(exp) * 1000 <= now.getTime() ? 'expired' : 'ok';
    },
  };
}
