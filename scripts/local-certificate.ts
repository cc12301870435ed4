import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A certificate for 127.0.0.1 made for one run (decision 0062): the bench's Lighthouse step loads the
 * pages over https and HTTP/2 with it, as a phone does from the deployed server, and the TLS
 * listener's test serves with it. Chromium trusts this key alone (its SPKI hash), not every
 * certificate; Node's calls trust it as their CA.
 */
export type LocalCertificate = { certFile: string; keyFile: string; pem: Buffer; spki: string; remove(): void };

export function makeCertificate(): LocalCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'dodam-tls-'));
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
    throw new Error(`a local https certificate needs openssl (apt-get install openssl): ${error instanceof Error ? error.message : String(error)}`);
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
