/**
 * Drafts of what an operator typed into an action's reason (decision 0049), in sessionStorage: one
 * tab's life, so a draft outlives an expired session, the sign-in and the way back to the record,
 * and is gone with the tab. Keyed by the page (path and query) and the action. Only the back office
 * imports this module, so it stays out of the member pages' JS.
 */
const PREFIX = 'dodam:draft:';
/** A reason is short; anything longer was not typed here and is not kept. */
const MAX_CHARS = 2000;

function session(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The key of a page's drafts: `page` is its path with its query (/admin/member?memberId=5). */
const pageKey = (page: string) => `${PREFIX}${page}#`;

export function readDraft(page: string, action: string): string | null {
  const value = session()?.getItem(pageKey(page) + action) ?? null;
  return value !== null && value.length <= MAX_CHARS ? value : null;
}

/** Keeps a draft; an empty one is removed. A full or refused storage keeps nothing and says nothing. */
export function writeDraft(page: string, action: string, value: string): void {
  const s = session();
  try {
    if (value === '' || value.length > MAX_CHARS) s?.removeItem(pageKey(page) + action);
    else s?.setItem(pageKey(page) + action, value);
  } catch {
    // quota or privacy mode: the field still works, only the draft is not kept
  }
}

/** After an action of the page went through: its drafts are done. */
export function clearPageDrafts(page: string): void {
  const s = session();
  if (!s) return;
  const prefix = pageKey(page);
  const keys: string[] = [];
  for (let i = 0; i < s.length; i += 1) {
    const key = s.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) s.removeItem(key);
}
