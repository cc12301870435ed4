/**
 * Pictures uploaded before the write that names them (decisions 0064, 0066): checked by content,
 * re-encoded and stored under a fresh key, then answered as a token — the key, an expiry and the URL
 * signer's HMAC over both for the upload's path — so a write can name only a picture the server made,
 * and the record and its audit row are written whole in one transaction.
 *
 * Each upload also writes a `staged_files` row after its file (storeThenCommit, decision 0091). A
 * picture no write names — the form was left, the write refused — is deleted by the sweep once the
 * grace period is over: longer than the token's life, so no write can still name it then. The write
 * holds the staged row (FOR SHARE) while it names the key, and the sweep takes only rows it can lock,
 * so the two never cross: either the write named it and the sweep keeps the file, or the sweep took
 * it and the write is refused as for an expired token.
 */
import { asc, eq, inArray, lt } from 'drizzle-orm';
import type { ServerErrorKey } from '../../src/contract/errors.ts';
import type { Db } from '../db/client.ts';
import { stagedFiles } from '../db/schema/staged-files.ts';
import type { Deps } from '../deps.ts';
import { AppError } from './app-error.ts';
import { startRepeating } from './every-minute.ts';
import { checkDeclaredType, processImage, readBodyLimited } from './images.ts';
import { forgetFiles, storeThenCommit } from './stored-files.ts';

type Queryable = Pick<Db, 'select'>;

export type StagedImageRule = {
  /** The upload endpoint's path: the token is signed for it, so a token of one kind never names another's picture. */
  path: string;
  folder: string;
  maxSide: number;
  limitBytes: number;
  tooLarge: ServerErrorKey;
  illegal: ServerErrorKey;
  /** The answer to a token that is not the server's, has expired, or names a file that is gone. */
  invalid: ServerErrorKey;
  /** Whether a row names the key now (a product's thumbnail, an article's picture): the sweep keeps its file. */
  namedBy: (q: Queryable, key: string) => Promise<boolean>;
};

/** Longer than a token lives (24–48 h, server/lib/signed-url.ts): a picture older than this can no longer be named. */
export const STAGED_GRACE_MS = 3 * 24 * 3600 * 1000;
export const STAGED_SWEEP_INTERVAL_MS = 3600 * 1000;
const SWEEP_BATCH = 100;

export async function stageImage(deps: Deps, rule: StagedImageRule, request: Request, contentType: string | undefined): Promise<string> {
  checkDeclaredType(contentType);
  const bytes = await readBodyLimited(request, rule.limitBytes, rule.tooLarge);
  const image = await processImage(bytes, { maxSide: rule.maxSide, quality: 82, illegal: rule.illegal });
  const now = deps.clock.now();
  const key = await storeThenCommit(deps, { folder: rule.folder, ...image }, async (stored) => {
    await deps.database.db.insert(stagedFiles).values({ key: stored, stagedAt: now });
    return stored;
  });
  const signed = new URL(deps.urls.sign(rule.path, key, now), 'http://x');
  return `${key}.${signed.searchParams.get('exp') ?? ''}.${signed.searchParams.get('sig') ?? ''}`;
}

/** The storage key a token names, when the server signed it, it has not expired and the file is there. */
export async function stagedKey(deps: Deps, rule: StagedImageRule, token: string): Promise<string> {
  const parts = token.split('.');
  const sig = parts.pop();
  const exp = parts.pop();
  const key = parts.join('.');
  if (deps.urls.verify(rule.path, key, exp, sig, deps.clock.now()) !== 'ok') throw new AppError(rule.invalid);
  if (!(await deps.storage.get(key))) throw new AppError(rule.invalid);
  return key;
}

/**
 * In the write's transaction, before its row names `key`: holds the staged row against the sweep.
 * A key the sweep has taken is refused like an expired token, unless the row names it already (the
 * same form saved again).
 */
export async function holdStaged(tx: Queryable, rule: StagedImageRule, key: string, current: string | null = null): Promise<void> {
  if (key === current) return;
  const [row] = await tx.select({ key: stagedFiles.key }).from(stagedFiles).where(eq(stagedFiles.key, key)).for('share');
  if (!row) throw new AppError(rule.invalid);
}

type SweepDeps = Pick<Deps, 'database' | 'clock' | 'storage' | 'log'>;

/**
 * Staged rows older than the grace period go; the files of those no row names go with them (after
 * the commit). A key of no known folder keeps its file: only a file proved unnamed is deleted.
 */
export async function sweepStagedImages(deps: SweepDeps, rules: readonly StagedImageRule[]): Promise<{ swept: number; deleted: number }> {
  const { db } = deps.database;
  const cutoff = new Date(deps.clock.now().getTime() - STAGED_GRACE_MS);
  let swept = 0;
  let deleted = 0;
  for (;;) {
    const { taken, unnamed } = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ key: stagedFiles.key })
        .from(stagedFiles)
        .where(lt(stagedFiles.stagedAt, cutoff))
        .orderBy(asc(stagedFiles.stagedAt))
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true });
      const keys: string[] = [];
      for (const { key } of rows) {
        const rule = rules.find((r) => key.startsWith(`${r.folder}/`));
        if (rule && !(await rule.namedBy(tx, key))) keys.push(key);
      }
      if (rows.length > 0)
        await tx.delete(stagedFiles).where(
          inArray(
            stagedFiles.key,
            rows.map((r) => r.key),
          ),
        );
      return { taken: rows.length, unnamed: keys };
    });
    await forgetFiles(deps, unnamed, 'a staged picture no write named');
    swept += taken;
    deleted += unnamed.length;
    if (taken < SWEEP_BATCH) break;
  }
  if (swept > 0) deps.log.info({ swept, deleted }, 'staged pictures swept');
  return { swept, deleted };
}

/** Every hour in every process (safe with several: each row is taken by one, SKIP LOCKED). */
export function startStagedImageSweep(deps: SweepDeps, rules: readonly StagedImageRule[]): () => void {
  return startRepeating('staged picture sweep', STAGED_SWEEP_INTERVAL_MS, () => sweepStagedImages(deps, rules), deps.log);
}
