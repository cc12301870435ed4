/**
 * npm run admin:create -- --id <id> [--nickname <nickname>] (decision 0083): the first admin of a
 * database, on PostgreSQL (DATABASE_URL) or the embedded one (DATA_DIR). The password is typed at a
 * hidden prompt (twice) or piped on stdin, never given on the command line, where the shell's
 * history and the process list would keep it.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite, openPostgres, type Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { AdminRefused, createAdmin } from './first-admin.ts';

export type CommandIo = {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
};

const USAGE = 'usage: npm run admin:create -- --id <id> [--nickname <nickname>]   (the password is asked for, or read from stdin)';

/** The ID and nickname from the arguments; a password among them is refused before anything else. */
export function adminArgs(argv: readonly string[]): { loginId: string; nickname: string } {
  if (argv.some((a) => /^--?(password|pass|pw)\b/i.test(a)))
    throw new AdminRefused(
      'the password is never given on the command line (the shell history would keep it): run without it and type it when asked, or pipe it on stdin',
    );
  let values: { id?: string; nickname?: string };
  try {
    ({ values } = parseArgs({ args: [...argv], options: { id: { type: 'string' }, nickname: { type: 'string' } }, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new AdminRefused(`${error instanceof Error ? error.message : String(error)}\n  ${USAGE}`);
  }
  if (!values.id) throw new AdminRefused(`--id is required\n  ${USAGE}`);
  return { loginId: values.id, nickname: values.nickname ?? '관리자' };
}

/** Everything piped on stdin, up to its first line break. */
async function readPiped(stdin: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stdin) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return text.split(/\r?\n/)[0] ?? '';
}

/** One line typed at the terminal without echo. */
function promptHidden(question: string, io: CommandIo): Promise<string> {
  io.stderr.write(question);
  return new Promise((done, fail) => {
    let typed = '';
    io.stdin.setRawMode?.(true);
    io.stdin.setEncoding?.('utf8');
    io.stdin.resume();
    const onData = (chunk: string | Buffer) => {
      for (const ch of chunk.toString()) {
        if (ch === '\r' || ch === '\n' || ch === '\u0003') {
          io.stdin.off('data', onData);
          io.stdin.setRawMode?.(false);
          io.stdin.pause();
          io.stderr.write('\n');
          if (ch === '\u0003') fail(new AdminRefused('stopped; nothing was changed'));
          else done(typed);
          return;
        }
        typed = ch === '\u007f' || ch === '\b' ? typed.slice(0, -1) : typed + ch;
      }
    };
    io.stdin.on('data', onData);
  });
}

export async function readPassword(io: CommandIo): Promise<string> {
  if (!io.stdin.isTTY) return readPiped(io.stdin);
  const first = await promptHidden('Password for the new admin: ', io);
  const again = await promptHidden('The same password again: ', io);
  if (first !== again) throw new AdminRefused('the two passwords differ; nothing was changed');
  return first;
}

/** The server's database as server/main.ts opens it (one connection: the command makes one account). */
export async function openServerDatabase(env: Env): Promise<Database> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL, 1) : openPglite(resolve(env.DATA_DIR, 'db'));
}

/** Runs the command; answers the exit code (0 made, 1 refused). */
export async function runAdminCreate(argv: readonly string[], env: Env, io: CommandIo, open = openServerDatabase, now = new Date()): Promise<number> {
  let database: Database | null = null;
  try {
    const args = adminArgs(argv);
    const password = await readPassword(io);
    database = await open(env);
    // A new database is migrated first, so the admin can exist before the server's first start.
    await database.migrate();
    const admin = await createAdmin(database.db, { ...args, password }, now);
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${resolve(env.DATA_DIR, 'db')}`;
    io.stdout.write(`Admin "${admin.loginId}" created (id ${admin.id}) in ${where}. Sign in at ${env.PUBLIC_URL ?? ''}/auth/sign-in.\n`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`Dodam could not create the admin: ${message}\n`);
    if (!(error instanceof AdminRefused) && /in use by process/.test(message))
      io.stderr.write('  Stop the server that uses the embedded database first, or set DATABASE_URL.\n');
    return 1;
  } finally {
    await database?.close();
  }
}
