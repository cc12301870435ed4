/**
 * What a parent typed into the account form (ID and nickname), kept for the tab's life in
 * sessionStorage, so that going back from the form to the sign-in and forward again (the form is its
 * own history entry, ?step=sign-up) or a reload keeps it. Never the password: a password stays in
 * memory only. Read back only as short plain strings; anything else is dropped.
 */
const KEY = 'dodam:join-draft';
const MAX_CHARS = 64;

export type JoinDraft = { userId: string; nickname: string };
export const EMPTY_JOIN_DRAFT: JoinDraft = { userId: '', nickname: '' };

function session(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.length <= MAX_CHARS ? value : '');

export function readJoinDraft(): JoinDraft {
  try {
    const parsed: unknown = JSON.parse(session()?.getItem(KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return EMPTY_JOIN_DRAFT;
    return { userId: text('userId' in parsed ? parsed.userId : ''), nickname: text('nickname' in parsed ? parsed.nickname : '') };
  } catch {
    return EMPTY_JOIN_DRAFT;
  }
}

/** Keeps the ID and nickname (only those two, whatever else the caller holds); both empty removes the draft. */
export function writeJoinDraft({ userId, nickname }: JoinDraft): void {
  const s = session();
  try {
    if (!userId && !nickname) s?.removeItem(KEY);
    else s?.setItem(KEY, JSON.stringify({ userId: userId.slice(0, MAX_CHARS), nickname: nickname.slice(0, MAX_CHARS) }));
  } catch {
    // quota or privacy mode: the form still works, only the draft is not kept
  }
}

/** The account was made: the draft is done. */
export function clearJoinDraft(): void {
  try {
    session()?.removeItem(KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}
