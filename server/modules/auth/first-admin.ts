/**
 * The first administrator of a production database (decision 0083): production refuses the demo
 * seed, and only an admin can make another, so `npm run admin:create` (server/admin-create.ts) makes
 * one from the command line. The same rules as a member's sign-up (the contract's LoginId and
 * Password), plus refusals of passwords anyone would try first; the account and its audit row are
 * written in one transaction (decision 0041).
 */
import { eq, or } from 'drizzle-orm';
import * as v from 'valibot';
import { KoreanNickname, LoginId, Password } from '../../../src/contract/user.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { hashPassword } from './passwords.ts';

/** A refusal the command prints as it is, one sentence an operator acts on. */
export class AdminRefused extends Error {}

/** Passwords that are tried first against any login form (and the demo accounts' own). */
const GUESSED = [
  'dodam1234',
  'password1',
  'passw0rd',
  'qwer1234',
  'qwerty123',
  'asdf1234',
  'abcd1234',
  'admin1234',
  'a1234567',
  '1234qwer',
  'iloveyou1',
  'abc12345',
];

/** Why a password is too weak for an admin, or null. */
export function passwordWeakness(loginId: string, password: string): string | null {
  if (!v.is(Password, password)) return 'the password needs 8 to 64 characters with at least one letter and one digit';
  const lower = password.toLowerCase();
  if (GUESSED.includes(lower)) return 'the password is one of the first ones anyone tries; choose another';
  if (lower.includes(loginId.toLowerCase())) return 'the password contains the ID; choose another';
  if (new Set(lower).size < 4) return 'the password repeats too few characters; choose another';
  return null;
}

export type FirstAdmin = { loginId: string; password: string; nickname: string };

/** Creates the admin account and its audit row; refuses a bad ID, a weak password and a taken ID or nickname. */
export async function createAdmin(db: Db, input: FirstAdmin, now: Date): Promise<{ id: number; loginId: string }> {
  const loginId = v.safeParse(LoginId, input.loginId);
  if (!loginId.success) throw new AdminRefused(`"${input.loginId}" is not a valid ID: 4 to 20 lowercase letters, digits or _, starting with a letter`);
  const nickname = v.safeParse(KoreanNickname, input.nickname);
  if (!nickname.success) throw new AdminRefused(`"${input.nickname}" is not a valid nickname: 2 to 12 Korean letters, Latin letters or digits`);
  const weakness = passwordWeakness(loginId.output, input.password);
  if (weakness) throw new AdminRefused(weakness);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ loginId: users.loginId, nickname: users.nickname })
        .from(users)
        .where(or(eq(users.loginId, loginId.output), eq(users.nickname, nickname.output)))
        .limit(1);
      if (taken) throw refusalFor(taken.loginId === loginId.output ? 'id' : 'nickname', loginId.output, nickname.output);
      const [row] = await tx
        .insert(users)
        .values({ loginId: loginId.output, passwordHash, role: 'ROLE_ADMIN', nickname: nickname.output, createdAt: now, updatedAt: now })
        .returning({ id: users.id });
      if (!row) throw new Error('the admin row was not written');
      // The account's own id as the actor: no admin existed to make it.
      await recordAudit(
        tx,
        { adminId: row.id, clientAddress: 'npm run admin:create' },
        { action: 'member.create_admin', resourceKind: 'member', resourceId: row.id, after: { loginId: loginId.output, role: 'ROLE_ADMIN' } },
        now,
      );
      return { id: row.id, loginId: loginId.output };
    });
  } catch (error) {
    // Another process took the ID or nickname between the check and the insert.
    if (isUniqueViolation(error)) throw refusalFor(violatedConstraint(error) === 'users_nickname_key' ? 'nickname' : 'id', loginId.output, nickname.output);
    throw error;
  }
}

function refusalFor(what: 'id' | 'nickname', loginId: string, nickname: string): AdminRefused {
  return what === 'id'
    ? new AdminRefused(`the ID "${loginId}" is already taken; nothing was changed (choose another ID)`)
    : new AdminRefused(`the nickname "${nickname}" is already taken; nothing was changed (choose another with --nickname)`);
}

/** The constraint a database error names (pg and PGlite both set it), looked for through drizzle's `cause`. */
function violatedConstraint(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; e = 'cause' in e ? e.cause : null, depth++)
    if ('constraint' in e && typeof e.constraint === 'string') return e.constraint;
  return null;
}
