import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A port held by another listener, as a second Dodam or any program would hold 8080. */
function holdPort(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

/** main-cli.ts started in `cwd`, as the end-to-end config starts it (tsx named by its path: cwd has no node_modules). */
function run(cwd: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), resolve('server/main-cli.ts')], {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('close', (code) => done({ code, stdout, stderr }));
  });
}

describe('a start on a port that is in use', () => {
  let held: { server: Server; port: number };
  // A folder of its own with a built shell, so that the start is as a deployment's and the checkout's dist/ is not needed.
  const folder = mkdtempSync(join(tmpdir(), 'dodam-port-'));
  beforeAll(async () => {
    mkdirSync(join(folder, 'dist'));
    writeFileSync(join(folder, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
    held = await holdPort();
  });
  afterAll(() => {
    held.server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  // A server process of its own (tsx loading the server's modules): give a busy machine time.
  it('says "Dodam could not start: port N is in use" and nothing else, before opening the database', { timeout: 60_000 }, async () => {
    const result = await run(folder, { NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(held.port), SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
    expect(result.stderr.trim()).toBe(`Dodam could not start: port ${held.port} is in use (stop what listens there, or choose another port with PORT=…)`);
    expect(result.stdout).toBe('');
    expect(result.code).toBe(1);
    expect(existsSync(join(folder, '.data', 'db'))).toBe(false);
  });
});
