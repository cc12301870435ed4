import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library default) with OWASP's minimum parameters. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | null = null;

/** Verifies; for an unknown user it still spends the time of one verification. */
export async function checkPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('dummy-password-for-timing');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
