import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';
import { parseEnv } from '../../env.ts';
import { testApp } from '../../test/harness.ts';
import { memberKit } from '../../test/members.ts';
import { runAdminCreate, type CommandIo } from './admin-create-command.ts';

const { signIn } = memberKit(() => t);
const t = testApp();
beforeAll(async () => {});

const env = parseEnv({ NODE_ENV: 'test', PUBLIC_URL: 'https://dodam.example' });

/** The command against this file's database (the test's own, on PGlite or PostgreSQL), its output kept. */
async function run(argv: string[], stdin: CommandIo['stdin']) {
  let out = '';
  let err = '';
  const io: CommandIo = { stdin, stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) } };
  // The harness's database stays open for the next test: the command's close() is a no-op here.
  const code = await runAdminCreate(argv, env, io, async () => ({ ...t.deps.database, close: async () => {} }));
  return { code, out, err };
}
const piped = (text: string) => Readable.from([text]);

/** A terminal: raw mode, and the keys typed once the prompt listens. */
function terminal(...lines: string[]): CommandIo['stdin'] {
  const tty = Object.assign(new EventEmitter(), { isTTY: true, setRawMode: () => tty, setEncoding: () => tty, resume: () => tty, pause: () => tty });
  const typeNext = () => setImmediate(() => tty.emit('data', lines.shift() ?? '\u0003'));
  tty.on('newListener', (event) => event === 'data' && typeNext());
  return tty as unknown as CommandIo['stdin'];
}

describe('npm run admin:create (the first admin of a production database)', () => {
  it('makes an admin from a piped password, who signs in as admin, with its audit row', async () => {
    const result = await run(['--id', 'ops_admin'], piped('Sturdy-Pass-42\n'));
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(/^Admin "ops_admin" created \(id \d+\) in .+\. Sign in at https:\/\/dodam\.example\/auth\/sign-in\.\n$/);
    const [row] = await t.db.select().from(users).where(eq(users.loginId, 'ops_admin'));
    expect(row).toMatchObject({ role: 'ROLE_ADMIN', nickname: '관리자', status: 'ACTIVE' });
    expect(row?.passwordHash).not.toContain('Sturdy-Pass-42');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resourceId, row?.id ?? 0));
    expect(audit).toMatchObject([{ action: 'member.create_admin', resourceKind: 'member', adminId: row?.id, clientAddress: 'npm run admin:create' }]);
    await signIn('ops_admin', 'Sturdy-Pass-42');
  });

  it('refuses an ID that exists, and a nickname that exists, changing nothing', async () => {
    const before = await t.db.select({ id: users.id }).from(users);
    expect(await run(['--id', 'ops_admin', '--nickname', '운영자'], piped('Another-Pass-77'))).toEqual({
      code: 1,
      out: '',
      err: 'Dodam could not create the admin: the ID "ops_admin" is already taken; nothing was changed (choose another ID)\n',
    });
    expect((await run(['--id', 'second_admin'], piped('Another-Pass-77'))).err).toBe(
      'Dodam could not create the admin: the nickname "관리자" is already taken; nothing was changed (choose another with --nickname)\n',
    );
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('makes one admin when two commands race for one ID, and refuses the other by name', async () => {
    const [a, b] = await Promise.all([
      run(['--id', 'race_admin', '--nickname', '경주관리자가'], piped('Sturdy-Pass-42')),
      run(['--id', 'race_admin', '--nickname', '경주관리자나'], piped('Sturdy-Pass-42')),
    ]);
    expect([a.code, b.code].sort()).toEqual([0, 1]);
    expect(a.err + b.err).toBe('Dodam could not create the admin: the ID "race_admin" is already taken; nothing was changed (choose another ID)\n');
    expect(await t.db.select().from(users).where(eq(users.loginId, 'race_admin'))).toHaveLength(1);
  });

  it('refuses weak passwords with the reason', async () => {
    const refusal = async (password: string) => (await run(['--id', 'weak_admin', '--nickname', '약한관리자'], piped(password))).err;
    expect(await refusal('short1')).toBe('Dodam could not create the admin: the password needs 8 to 64 characters with at least one letter and one digit\n');
    expect(await refusal('dodam1234')).toBe('Dodam could not create the admin: the password is one of the first ones anyone tries; choose another\n');
    expect(await refusal('weak_admin2026')).toBe('Dodam could not create the admin: the password contains the ID; choose another\n');
    expect(await refusal('aaaa1111')).toBe('Dodam could not create the admin: the password repeats too few characters; choose another\n');
    expect(await t.db.select().from(users).where(eq(users.loginId, 'weak_admin'))).toEqual([]);
  });

  it('never takes the password from the command line, and says how to run it', async () => {
    expect((await run(['--id', 'x_admin', '--password', 'Sturdy-Pass-42'], piped(''))).err).toBe(
      'Dodam could not create the admin: the password is never given on the command line (the shell history would keep it): run without it and type it when asked, or pipe it on stdin\n',
    );
    expect((await run([], piped('Sturdy-Pass-42'))).err).toContain('--id is required');
    expect((await run(['--id', 'Bad Id'], piped('Sturdy-Pass-42'))).err).toContain('"Bad Id" is not a valid ID');
  });

  it('asks twice at a terminal without echo, and refuses two different passwords', async () => {
    const differ = await run(['--id', 'tty_admin', '--nickname', '터미널관리자'], terminal('Sturdy-Pass-42\r', 'Sturdy-Pass-43\r'));
    expect(differ).toMatchObject({ code: 1, err: expect.stringContaining('the two passwords differ; nothing was changed') as unknown });
    expect(differ.err).not.toContain('Sturdy');
    const made = await run(['--id', 'tty_admin', '--nickname', '터미널관리자'], terminal('Sturdy-Pass-4x\u007f2\r', 'Sturdy-Pass-42\r'));
    expect(made.code).toBe(0);
    await signIn('tty_admin', 'Sturdy-Pass-42');
  });
});
