/**
 * Pictures uploaded before the write that names them (decisions 0064, 0066): checked by content,
 * re-encoded and stored under a fresh key, then answered as a token — the key, an expiry and the URL
 * signer's HMAC over both for the upload's path — so a write can name only a picture the server made,
 * and the record and its audit row are written whole in one transaction.
 */
import type { ServerErrorKey } from '../../src/contract/errors.ts';
import type { Deps } from '../deps.ts';
import { newStorageKey } from '../integrations/storage.ts';
import { AppError } from './app-error.ts';
import { checkDeclaredType, processImage, readBodyLimited } from './images.ts';

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
};

export async function stageImage(deps: Deps, rule: StagedImageRule, request: Request, contentType: string | undefined): Promise<string> {
  checkDeclaredType(contentType);
  const bytes = await readBodyLimited(request, rule.limitBytes, rule.tooLarge);
  const image = await processImage(bytes, { maxSide: rule.maxSide, quality: 82, illegal: rule.illegal });
  const key = newStorageKey(rule.folder, image.extension);
  await deps.storage.put(key, { bytes: image.bytes, contentType: image.contentType });
  const signed = new URL(deps.urls.sign(rule.path, key, deps.clock.now()), 'http://x');
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
