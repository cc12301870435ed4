/**
 * The ONLY module that touches localStorage (ARCHITECTURE §4, SPEC §9).
 * Keys: access_token, refresh_token, user, childInfo, payment. Every read is parsed with valibot.
 * The payment draft has its own module (lib/payment/payment-draft.ts), so that the entry chunk does not carry it.
 */
import * as v from 'valibot';
import { ChildSummary } from '../../contract/child.ts';

export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
  childInfo: 'childInfo',
  payment: 'payment',
} as const;

/** SPEC §3: only id, nickname and selectedChildId persist. */
export const StoredUser = v.object({
  id: v.number(),
  nickname: v.nullable(v.string()),
  selectedChildId: v.nullable(v.number()),
});
export type StoredUser = v.InferOutput<typeof StoredUser>;

/**
 * SPEC §3: every child summary field except born and birthDueDate. `guardian` (decision 0097) is
 * false in a copy stored before it existed.
 */
export const StoredChildInfo = v.object({ ...v.omit(ChildSummary, ['born', 'birthDueDate', 'guardian']).entries, guardian: v.optional(v.boolean(), false) });
export type StoredChildInfo = v.InferOutput<typeof StoredChildInfo>;

/** The stored copy as a summary while the list loads: born when it has a birth instant. */
export function storedAsSummary(stored: StoredChildInfo): ChildSummary {
  return { ...stored, born: stored.birthDateTime !== null, birthDueDate: null };
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** A stored JSON value parsed with `schema`; an unparsable one is dropped. For this folder's modules only. */
export function readJson<S extends v.GenericSchema>(key: string, schema: S): v.InferOutput<S> | null {
  const raw = storage()?.getItem(key);
  if (raw == null) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(raw));
    if (parsed.success) return parsed.output;
  } catch {
    // unparsable: fall through and drop it
  }
  storage()?.removeItem(key);
  return null;
}

export function writeJson(key: string, value: unknown): void {
  storage()?.setItem(key, JSON.stringify(value));
}

export function removeStored(key: string): void {
  storage()?.removeItem(key);
}

export type StoredTokens = { accessToken: string; refreshToken: string };

export function getTokens(): StoredTokens | null {
  const s = storage();
  const accessToken = s?.getItem(STORAGE_KEYS.accessToken);
  const refreshToken = s?.getItem(STORAGE_KEYS.refreshToken);
  if (!accessToken || !refreshToken) return null;
  return { accessToken, refreshToken };
}

export function setTokens(tokens: StoredTokens): void {
  const s = storage();
  s?.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  s?.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
}

export function clearTokens(): void {
  const s = storage();
  s?.removeItem(STORAGE_KEYS.accessToken);
  s?.removeItem(STORAGE_KEYS.refreshToken);
}

export function getStoredUser(): StoredUser | null {
  return readJson(STORAGE_KEYS.user, StoredUser);
}

/** Accepts a full User too: only the three persisted fields are written. */
export function setStoredUser(user: StoredUser): void {
  writeJson(STORAGE_KEYS.user, v.parse(StoredUser, { id: user.id, nickname: user.nickname, selectedChildId: user.selectedChildId }));
}

export function clearStoredUser(): void {
  const s = storage();
  s?.removeItem(STORAGE_KEYS.user);
  s?.removeItem(STORAGE_KEYS.childInfo);
}

export function getChildInfo(): StoredChildInfo | null {
  return readJson(STORAGE_KEYS.childInfo, StoredChildInfo);
}

export function setChildInfo(child: v.InferOutput<typeof ChildSummary> | StoredChildInfo): void {
  writeJson(STORAGE_KEYS.childInfo, v.parse(StoredChildInfo, child));
}

export function clearChildInfo(): void {
  storage()?.removeItem(STORAGE_KEYS.childInfo);
}

/** Logout / blocked / expired: tokens, user, child and payment data (SPEC §4, §5 step 4). */
export function clearLocalData(): void {
  const s = storage();
  for (const key of Object.values(STORAGE_KEYS)) s?.removeItem(key);
}

/** Set while the diary outbox holds writes, so the entry loads the outbox only then (decision 0021). */
const OUTBOX_MARK = 'dodam.outbox';
export const hasOutboxMark = (): boolean => storage()?.getItem(OUTBOX_MARK) != null;
export function setOutboxMark(count: number): void {
  if (count > 0) storage()?.setItem(OUTBOX_MARK, String(count));
  else storage()?.removeItem(OUTBOX_MARK);
}

/** Set while the daily log's queue holds writes, so the entry loads the queue only then (decision 0098). */
const CARE_LOG_MARK = 'dodam.careLogQueue';
export const hasCareLogMark = (): boolean => storage()?.getItem(CARE_LOG_MARK) != null;
export function setCareLogMark(count: number): void {
  if (count > 0) storage()?.setItem(CARE_LOG_MARK, String(count));
  else storage()?.removeItem(CARE_LOG_MARK);
}

/**
 * The sign-in's device token (decision 0079): kept through logouts (it is no session and no account
 * data), so the server knows this device at the next sign-in; not in STORAGE_KEYS, which logout clears.
 */
const SIGN_IN_DEVICE = 'dodam.signInDevice';
export const getSignInDevice = (): string | null => storage()?.getItem(SIGN_IN_DEVICE) ?? null;
export function setSignInDevice(token: string): void {
  storage()?.setItem(SIGN_IN_DEVICE, token);
}
