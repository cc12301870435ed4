/**
 * The real Web Push adapter against a push service on 127.0.0.1 (ARCHITECTURE §1: real adapters
 * against fakes). The fake checks what a real push service checks — the VAPID JWT signed with the
 * key named in `k=` (RFC 8292) — and the test decrypts the aes128gcm body with the subscriber's
 * private key (RFC 8291), so a wrong key, header or encoding would show.
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { createWebPush, developmentVapidKeys, generateVapidKeys, type PushMessage } from './push.ts';
import { productionWithout } from '../test/production-env.ts';

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };
const received: Received[] = [];
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const status = req.url?.includes('/gone') ? 410 : req.url?.includes('/missing') ? 404 : req.url?.includes('/broken') ? 500 : 201;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A browser: its P-256 key pair and 16-byte auth secret. */
function subscriber(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, target: { endpoint: `${origin}${path}`, p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/** RFC 8291 §3.4 / RFC 8188: the user agent's side of aes128gcm. */
function decrypt(body: Buffer, sub: ReturnType<typeof subscriber>): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  expect(recordSize).toBeGreaterThanOrEqual(record.length);
  const shared = sub.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, sub.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the 0x02 delimiter followed by optional zero padding.
  const end = padded.lastIndexOf(2);
  expect(padded.subarray(end + 1).every((b) => b === 0)).toBe(true);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `vapid t=<JWT>, k=<key>` the way a push service does, answering the JWT's claims. */
function vapidClaims(header: string | undefined, publicKey: string): Record<string, unknown> {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!m?.[1] || !m[2]) return expect.unreachable(`not a VAPID authorization header: ${header}`);
  expect(m[2]).toBe(publicKey);
  const point = Buffer.from(m[2], 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const [head, payload, signature] = m[1].split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toMatchObject({ alg: 'ES256', typ: 'JWT' });
  expect(verify('sha256', Buffer.from(`${head}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))).toBe(true);
  return JSON.parse(Buffer.from(payload, 'base64url').toString());
}

/** The test's push service listens on 127.0.0.1, which the real allow-list refuses (decision 0032). */
const local = { isAllowed: () => true };

const keys = generateVapidKeys();
const vapid = { ...keys, subject: 'mailto:push@dodam.example' };
const message: PushMessage = { title: '오늘의 육아일기를 남겨 보세요', body: '콩이의 오늘 하루를 기록해 두세요.', url: '/diary/write', tag: 'diary-reminder' };

describe('createWebPush (web-push) against a push service on 127.0.0.1', () => {
  it('never contacts an endpoint off the Web Push services (blind SSRF): such a row is gone', async () => {
    const sub = subscriber('/push/device-ssrf');
    const count = received.length;
    expect(await createWebPush(vapid).send(sub.target, message)).toBe('gone');
    expect(received.length).toBe(count);
  });

  it('POSTs an aes128gcm body only the subscriber can read, with a VAPID JWT signed by our key', async () => {
    const sub = subscriber('/push/device-1');
    const before = Math.floor(Date.now() / 1000);
    expect(await createWebPush(vapid, local).send(sub.target, message)).toBe('sent');
    const request = received.at(-1);
    if (!request) throw new Error('nothing arrived');
    expect(request).toMatchObject({ method: 'POST', url: '/push/device-1' });
    expect(request.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(6 * 3600),
      urgency: 'normal',
      topic: 'diary-reminder',
    });
    const claims = vapidClaims(request.headers.authorization, keys.publicKey);
    expect(claims).toMatchObject({ aud: origin, sub: 'mailto:push@dodam.example' });
    expect(Number(claims.exp)).toBeGreaterThan(before);
    expect(Number(claims.exp)).toBeLessThanOrEqual(before + 24 * 3600 + 5);
    expect(JSON.parse(decrypt(request.body, sub))).toEqual(message);
    // Another subscriber's key cannot read it.
    expect(() => decrypt(request.body, subscriber('/other'))).toThrow();
  });

  it('answers gone for 404 and 410 (the subscription expired), and throws for other failures', async () => {
    const push = createWebPush(vapid, local);
    expect(await push.send(subscriber('/push/gone').target, message)).toBe('gone');
    expect(await push.send(subscriber('/push/missing').target, message)).toBe('gone');
    await expect(push.send(subscriber('/push/broken').target, message)).rejects.toThrow('push service answered 500');
  });
});

describe('VAPID keys', () => {
  it('development generates a pair once and keeps it in DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dodam-vapid-'));
    try {
      const first = developmentVapidKeys(join(dir, 'data'));
      expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(developmentVapidKeys(join(dir, 'data'))).toEqual(first);
      expect(JSON.parse(readFileSync(join(dir, 'data', 'vapid-keys.json'), 'utf8'))).toEqual(first);
      // The keys parse as the environment would give them.
      expect(
        parseEnv({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: first.publicKey, VAPID_PRIVATE_KEY: first.privateKey, VAPID_SUBJECT: 'https://dodam.example' }),
      ).toMatchObject({ VAPID_PUBLIC_KEY: first.publicKey });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses half a pair, malformed keys and a subject that is neither mailto: nor https:', () => {
    expect(() => parseEnv({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: keys.publicKey })).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
    expect(() => parseEnv({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow('VAPID_PUBLIC_KEY');
    expect(() => parseEnv({ NODE_ENV: 'test', VAPID_SUBJECT: 'http://dodam.example' })).toThrow('VAPID_SUBJECT');
  });

  it('production refuses to start without them', () => {
    const production = productionWithout('VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT');
    expect(() => parseEnv(production)).toThrow('Missing configuration for production: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY/VAPID_SUBJECT');
    expect(() => parseEnv({ ...production, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey })).toThrow('VAPID_SUBJECT');
    expect(
      parseEnv({ ...production, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:push@dodam.example' }),
    ).toMatchObject({ VAPID_SUBJECT: 'mailto:push@dodam.example' });
  });
});
