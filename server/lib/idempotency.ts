/**
 * Idempotent writes (ARCHITECTURE §5): a queued write carries an `Idempotency-Key`; the server keeps
 * (user, key, SHA-256 of method + path + body, status, response) in idempotency_keys and answers a
 * replay with the first response without doing the work again. The same key with another request is
 * 409 IdempotencyKeyReusedException. Without the header a write runs as usual (in one transaction).
 *
 * Exactly once on PostgreSQL: the key row is inserted first, inside the transaction that does the
 * work (INSERT … ON CONFLICT DO NOTHING). A concurrent request with the same key blocks on that
 * insert until the first transaction ends: after a commit it finds the stored answer; after a
 * rollback (the work failed) its own insert goes through and it does the work itself. Failed writes
 * are therefore never stored: a retry of a refused write is refused again by the rules themselves.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Endpoint } from '../../src/contract/endpoint.ts';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/diaries.ts';
import type { AppEnv, AuthUser } from './app-env.ts';
import { AppError } from './app-error.ts';
import type { Clock } from './clock.ts';
import { mount, type HandlerInput } from './route.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A UUID-like token: letters, digits, '-' and '_', 8 to 100 characters. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** Keys older than this are forgotten (purged on the member's next keyed write). */
export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 3600 * 1000;
const STORED_STATUS = 200;

/** SHA-256 (hex) of the method, the path and the body bytes. */
export function requestHash(method: string, path: string, body: string | Uint8Array): string {
  return createHash('sha256').update(`${method.toUpperCase()}\n${path}\n`).update(body).digest('hex');
}

/** The request's key, undefined without the header, 400 when it is not a usable token. */
export function idempotencyKeyOf(c: Context): string | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (!KEY_PATTERN.test(key)) throw new AppError('BadRequest', 'invalid Idempotency-Key');
  return key;
}

export type IdempotentRequest = { userId: number; key: string | undefined; hash: string };

/**
 * The stored answer of a finished request with this key (already committed), null when there is
 * none; 409 when the key was used for another request. Lets a costly handler (an image upload)
 * answer a replay before doing its expensive part; `runIdempotent` stays the authority.
 */
export async function storedAnswer<T>(db: Pick<Db, 'select'>, request: IdempotentRequest, parse: (stored: unknown) => T, now: Date): Promise<T | null> {
  if (request.key === undefined) return null;
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)))
    .limit(1);
  if (!row || row.createdAt.getTime() < now.getTime() - IDEMPOTENCY_RETENTION_MS) return null;
  if (row.requestHash !== request.hash) throw new AppError('IdempotencyKeyReusedException');
  return row.status === STORED_STATUS ? parse(row.response) : null;
}

/** Runs `work` in a transaction, at most once per (user, key); a replay answers the stored response. */
export async function runIdempotent<T>(
  db: Db,
  clock: Clock,
  request: IdempotentRequest,
  parse: (stored: unknown) => T,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { userId, key, hash } = request;
  if (key === undefined) return db.transaction(work);
  return db.transaction(async (tx) => {
    const now = clock.now();
    // Opportunistic purge of this member's old keys (the unique index starts with user_id).
    await tx
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS))));
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: hash, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const stored = await storedAnswer(tx, request, parse, new Date(0));
      // The row is committed (the insert waited for its transaction), so it holds an answer.
      if (stored === null) throw new AppError('IdempotencyKeyReusedException');
      return stored;
    }
    const data = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ status: STORED_STATUS, response: data ?? null })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return data;
  });
}

type Out<S> = v.InferInput<S extends v.GenericSchema ? S : never>;

/**
 * `mount` for a member's write: the handler runs inside the idempotent transaction and gets it as
 * `tx`. The request hash covers the method, the path and the validated JSON body.
 */
export function mountIdempotent<E extends Endpoint>(
  app: Hono<AppEnv>,
  deps: { database: { db: Db }; clock: Clock },
  e: E,
  handler: (input: HandlerInput<E> & { user: AuthUser; tx: Tx }) => Promise<Out<E['response']>>,
): void {
  const parse = (stored: unknown) => v.parse(e.response, stored) as Out<E['response']>;
  const wrapped = async (input: HandlerInput<E> & { user: AuthUser }) => {
    const key = idempotencyKeyOf(input.c);
    const hash = requestHash(e.method, input.c.req.path, JSON.stringify(input.body ?? null));
    return runIdempotent(deps.database.db, deps.clock, { userId: input.user.id, key, hash }, parse, (tx) => handler({ ...input, tx }));
  };
  mount(app, e, wrapped as Parameters<typeof mount<E>>[2]);
}
