import { request as httpsRequest } from 'node:https';
import { connect, constants, type ClientHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCertificate, type LocalCertificate } from '../../scripts/local-certificate.ts';
import { parseEnv } from '../env.ts';
import { startTestApp, type TestContext } from '../test/harness.ts';
import { JSON_BODY_LIMIT_BYTES } from './body-limit.ts';
import { keepIdleConnections } from './keep-alive.ts';
import { tlsListenOptions, trackSessions } from './tls-listener.ts';

// Decision 0062: the server speaks https itself, HTTP/2 with HTTP/1.1 beside it, when given a certificate.
let t: TestContext;
let certificate: LocalCertificate;
let server: ServerType;
let closeSessions: () => void;
let origin: string;
let ca: Buffer;

beforeAll(async () => {
  certificate = makeCertificate();
  ca = certificate.pem;
  t = await startTestApp();
  const tls = tlsListenOptions({ TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile });
  if (!tls) throw new Error('TLS options were expected');
  // As server/main.ts listens.
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1', ...tls });
  keepIdleConnections(server);
  closeSessions = trackSessions(server);
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  closeSessions();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  certificate.remove();
});

type Answer = { status: number; headers: Record<string, unknown>; body: string };

function h2(session: ClientHttp2Session, path: string, init: { method?: string; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { ':path': path, ':method': init.method ?? 'GET', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) };
    const stream = session.request(headers, { endStream: init.body === undefined });
    let status = 0;
    let answerHeaders: Record<string, unknown> = {};
    let body = '';
    stream.on('response', (h) => {
      status = Number(h[':status']);
      answerHeaders = { ...h };
    });
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => resolve({ status, headers: answerHeaders, body }));
    stream.on('error', reject);
    if (init.body !== undefined) stream.end(init.body);
  });
}

const open = () => connect(origin, { ca });

describe('https with HTTP/2 when a certificate is configured (decision 0062)', () => {
  it('answers the API over HTTP/2, several requests side by side on one connection', async () => {
    const session = open();
    try {
      const answers = await Promise.all([h2(session, '/api/health'), h2(session, '/api/health'), h2(session, '/api/health')]);
      for (const a of answers) expect(a.status).toBe(200);
      expect(JSON.parse(answers[0]?.body ?? '')).toMatchObject({ data: { database: 'up' } });
      expect(session.alpnProtocol).toBe('h2');
    } finally {
      session.close();
    }
  });

  it('refuses a body over the cap (SPEC §8 envelope) without Connection: close, and the connection carries on', async () => {
    const session = open();
    try {
      const refused = await h2(session, '/api/open/auth/sign-in', {
        method: 'POST',
        body: JSON.stringify({ userId: 'x'.repeat(JSON_BODY_LIMIT_BYTES + 1024) }),
      });
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBeUndefined();
      const wrong = await h2(session, '/api/open/auth/sign-in', { method: 'POST', body: '{"userId":' });
      expect(wrong.status).toBe(400);
      expect((await h2(session, '/api/health')).status).toBe(200);
    } finally {
      session.close();
    }
  });

  it('still speaks HTTP/1.1 to a client that offers nothing else', async () => {
    const answer = await new Promise<{ status: number; version: string }>((resolve, reject) => {
      const req = httpsRequest(`${origin}/api/health`, { ca }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, version: res.httpVersion }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer).toEqual({ status: 200, version: '1.1' });
  });

  it('lets shutdown end an idle HTTP/2 connection instead of waiting for the client', async () => {
    const session = open();
    expect((await h2(session, '/api/health')).status).toBe(200);
    const goaway = new Promise((resolve) => session.once('goaway', (code: number) => resolve(code)));
    closeSessions();
    expect(await goaway).toBe(constants.NGHTTP2_NO_ERROR);
    session.close();
  });
});

describe('TLS settings (decision 0062)', () => {
  it('serves plain http without both files, and refuses one alone at start', () => {
    expect(tlsListenOptions({})).toBeNull();
    expect(() => parseEnv({ NODE_ENV: 'test', TLS_CERT_FILE: '/tmp/cert.pem' })).toThrow('TLS_CERT_FILE and TLS_KEY_FILE go together');
  });

  it('names the setting whose file cannot be read', () => {
    expect(() => tlsListenOptions({ TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: join(dirname(certificate.certFile), 'missing.pem') })).toThrow(
      /^TLS_KEY_FILE \(.*missing\.pem\) cannot be read/,
    );
  });
});
