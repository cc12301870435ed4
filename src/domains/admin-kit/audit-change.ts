/**
 * What an audit row changed, as lines an operator reads (decision 0041): "field: before → after"
 * per field of the row's before and after, the field named in Korean where the kit has a label.
 * Apart from React and the catalogue (the caller passes the words) so it is unit tested.
 */

/**
 * The words changeText needs: a field's name (undefined: the field's own key), yes/no, and a coded
 * value's words (a status such as RESTRICTED; undefined: the value as it is).
 */
export type ChangeWords = { field: (key: string) => string | undefined; yes: string; no: string; value?: (key: string, value: string) => string | undefined };

const DASH = '—';

function valueText(value: unknown, words: ChangeWords, key?: string): string {
  if (value === null || value === undefined || value === '') return DASH;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return (key === undefined ? undefined : words.value?.(key, value)) ?? value;
  if (typeof value === 'number') return (key === undefined ? undefined : words.value?.(key, String(value))) ?? String(value);
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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
