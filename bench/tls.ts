import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A certificate for 127.0.0.1 made for one bench run, so the Lighthouse step loads the pages over
 * https and HTTP/2 as a phone does from the deployed server (decision 0062). Chromium trusts this
 * key alone (its SPKI hash), not every certificate; the bench's own calls trust it as their CA.
 */
export type BenchCertificate = { certFile: string; keyFile: string; pem: Buffer; spki: string; remove(): void };

export function makeCertificate(): BenchCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'dodam-bench-tls-'));
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `the Lighthouse step needs openssl to make its https certificate (apt-get install openssl): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const pem = readFileSync(certFile);
  const spki = createHash('sha256')
    .update(new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  const remove = () => rmSync(dir, { recursive: true, force: true });
  // A bench that stops early still leaves no key behind.
  process.once('exit', remove);
  return { certFile, keyFile, pem, spki, remove };
}

/** A JSON call to the bench's server: fetch over http, node:https trusting `ca` over https (Node's fetch takes no CA). */
export async function requestJson(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ca?: Buffer,
): Promise<{ status: number; body: unknown }> {
  if (!url.startsWith('https:')) {
    const res = await fetch(url, init);
    return { status: res.status, body: await res.json().catch(() => null) };
  }
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, ca }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let body: unknown = null;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: the caller sees null
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
