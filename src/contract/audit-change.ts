/**
 * What an audit row changed, as lines an operator reads (decisions 0041, 0082): "field: before → after"
 * per field of the row's before and after, the field named in Korean where the words have a label,
 * a person by name, a list or a nested record as words too, never as JSON. Shared by the back
 * office's pages (with the Lingui labels of src/domains/admin-kit/audit-labels.ts) and the audit
 * CSV (with the words of server/lib/audit-words.ts); the caller passes the words.
 */

/**
 * The words changeText needs: a field's name (undefined: the field's own key), yes/no, and a coded
 * value's words (a status such as RESTRICTED, a person's name for an id; undefined: the value as it is).
 */
export type ChangeWords = { field: (key: string) => string | undefined; yes: string; no: string; value?: (key: string, value: string) => string | undefined };

/** The fields of a change that hold a person's user id: the pages and the CSV name the person (decision 0082). */
export const AUDIT_PERSON_FIELDS: readonly string[] = ['memberId', 'expertId', 'assignedExpertId'];

const DASH = '—';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function valueText(value: unknown, words: ChangeWords, key?: string): string {
  if (value === null || value === undefined || value === '') return DASH;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return (key === undefined ? undefined : words.value?.(key, value)) ?? value;
  if (typeof value === 'number') return (key === undefined ? undefined : words.value?.(key, String(value))) ?? String(value);
  // A list (a test's results) reads item by item; a record (an export's filter) field by field.
  if (Array.isArray(value)) return value.length === 0 ? DASH : value.map((item) => valueText(item, words, key)).join(' · ');
  if (isRecord(value)) {
    const parts = Object.entries(value).map(([k, v]) => `${words.field(k) ?? k} ${valueText(v, words, k)}`);
    return parts.length === 0 ? DASH : parts.join(', ');
  }
  return String(value);
}

/**
 * One line per field: "name: before → after", or "name: value" when the field did not change (a
 * comment's entry number, say). A row without an object on either side reads "before → after".
 */
export function changeLines(entry: { before: unknown; after: unknown }, words: ChangeWords): string[] {
  const { before, after } = entry;
  if (before === null && after === null) return [DASH];
  if (!(isRecord(before) || before === null) || !(isRecord(after) || after === null)) {
    return [`${valueText(before, words)} → ${valueText(after, words)}`];
  }
  const was = before ?? {};
  const now = after ?? {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return keys.map((key) => {
    const name = words.field(key) ?? key;
    const from = valueText(was[key], words, key);
    const to = valueText(now[key], words, key);
    return from === to ? `${name}: ${to}` : `${name}: ${from} → ${to}`;
  });
}

/** The lines of changeLines as one text, a line each (the cell keeps the line breaks). */
export function changeText(entry: { before: unknown; after: unknown }, words: ChangeWords): string {
  return changeLines(entry, words).join('\n');
}

/** The rows of several records' trails as one, newest first (the same instant: the later row first). */
export function mergeTrails<Row extends { id: number; createdAt: string }>(...trails: readonly (readonly Row[])[]): Row[] {
  return trails.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** The user ids an audit row's change names in AUDIT_PERSON_FIELDS (top level of before and after). */
export function personIdsOf(entry: { before: unknown; after: unknown }): number[] {
  const ids = new Set<number>();
  for (const side of [entry.before, entry.after]) {
    if (!isRecord(side)) continue;
    for (const field of AUDIT_PERSON_FIELDS) {
      const id = side[field];
      if (typeof id === 'number' && Number.isInteger(id) && id > 0) ids.add(id);
    }
  }
  return [...ids];
}
