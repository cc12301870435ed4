import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalCertificate } from '../scripts/local-certificate.ts';
import { requestJson } from './tls.ts';

export type RunningServer = { url: string; child: ChildProcess; ca: Buffer | undefined; stop(): Promise<void> };

/**
 * Starts the real server (server/main-cli.ts) on a port of its own and waits for /api/health; with a
 * certificate it serves https and HTTP/2 (decision 0062).
 */
/** `nice`: the process's niceness (a job worker beside request processes, decision 0068). */
export async function startServer(port: number, env: Record<string, string> = {}, certificate?: LocalCertificate, nice = 0): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dodam-bench-'));
  const tls = certificate ? { TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile } : {};
  const command = ['--import', 'tsx', 'server/main-cli.ts'];
  const child = spawn(nice > 0 ? 'nice' : process.execPath, nice > 0 ? ['-n', String(nice), process.execPath, ...command] : command, {
    env: { ...process.env, NODE_ENV: 'test', SEED_DEMO: 'true', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...tls, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A crashed bench must not leave a server holding the port: the next run would measure that one.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = `${certificate ? 'https' : 'http'}://127.0.0.1:${port}`;
  const ca = certificate?.pem;
  // A cold start (migrations, demo data) on a busy two-core machine, another run beside it, took over 120 s.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await requestJson(`${url}/api/health`, {}, ca);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 300 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    child,
    ca,
    stop: async () => {
      process.off('exit', killOnExit);
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(url: string, userId: string, password: string, ca?: Buffer): Promise<{ accessToken: string; refreshToken: string }> {
  const { body } = await requestJson(
    `${url}/api/open/auth/sign-in`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId, password }) },
    ca,
  );
  if (typeof body === 'object' && body !== null && 'data' in body) {
    const data = body.data;
    if (
      typeof data === 'object' &&
      data !== null &&
      'accessToken' in data &&
      'refreshToken' in data &&
      typeof data.accessToken === 'string' &&
      typeof data.refreshToken === 'string'
    ) {
      return { accessToken: data.accessToken, refreshToken: data.refreshToken };
    }
  }
  throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
}
