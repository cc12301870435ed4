/**
 * The contract's building blocks for what a request carries (decision 0031; SPEC §8: a malformed
 * request is a 400 envelope, never a 500). Every request schema builds its strings, ids and
 * rich-text documents from these, so a rule fixed here holds for every endpoint
 * (primitives.test.ts walks every endpoint's query and body to keep it so).
 */
import * as v from 'valibot';
import { isRealDate } from './calendar/days.ts';

/** NUL (PostgreSQL text refuses it) or a UTF-16 surrogate without its pair (jsonb refuses it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store the string as text or inside jsonb. */
export function isStorableText(value: string): boolean {
  // Without the `u` flag the pattern sees UTF-16 code units, so a lone surrogate is visible.
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** The marker the walking test looks for: a string checked by this action is storable. */
export const storableText = v.check<string, string>(isStorableText, 'text contains NUL or a lone surrogate');

/** Any request string: refuses NUL and lone surrogates. Pipe length, trim and format checks after it. */
export const Str = v.pipe(v.string(), storableText);

/** PostgreSQL integer (int4) range: every serial id column of the schema. */
export const INT4_MAX = 2_147_483_647;

/** A row id (body or query number): a positive integer inside the column's range. */
export const RowId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INT4_MAX));

/**
 * The row-id rule of text (a path param, a query value, a searched id, a URL): digits without a
 * leading zero, at most ten of them. With the int4 bound of rowIdText it is the one row-id rule of
 * the app (decision 0051).
 */
export const ROW_ID_PATTERN = /^[1-9]\d{0,9}$/;

/**
 * A row id sent as text, answered as its number: a path param (endpoint.ts `params`) or a query
 * value. Refused with `message`; a SPEC §8 key there (InvalidDiaryId …) is the server's answer, any
 * other message a BadRequest. An id past int4 gets the same refusal, never a 500 from PostgreSQL.
 */
export const rowIdText = (message?: string) =>
  v.pipe(v.string(), storableText, v.regex(ROW_ID_PATTERN, message), v.transform(Number), v.maxValue(INT4_MAX, message));

/** A row id sent as text, refused as a BadRequest: most path params. */
export const RowIdText = rowIdText();

/** A row id of a URL (a path segment, or a search value the router may have read as a number), or undefined. */
export function rowIdOf(value: unknown): number | undefined {
  const result = v.safeParse(RowIdText, typeof value === 'number' ? String(value) : value);
  return result.success ? result.output : undefined;
}

/** A calendar day 'YYYY-MM-DD' that exists, in years 1900-9999; refused with `message` (a form's key, or a SPEC §8 key). */
export const RealDate = (message?: string) => v.pipe(Str, v.isoDate(message), v.check(isRealDate, message));

/** An instant (ISO timestamp) on a day that exists, in years 1900-9999; refused with `message`. */
export const RealTimestamp = (message?: string) => v.pipe(Str, v.isoTimestamp(message), v.check(isRealDate, message));

/** A whole number inside [min, max] (counts, amounts, years …). */
export const Int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** A number (not necessarily whole) inside [min, max]: measurements. */
export const Num = (min: number, max: number) => v.pipe(v.number(), v.finite(), v.minValue(min), v.maxValue(max));

/**
 * An identifier (login id, code, token, key): storable and at most `max` characters, checked
 * before any lookup or rate-limit key is made of it (a 1 MB userId never reaches an index).
 */
export const Identifier = (max = 200) => v.pipe(v.string(), storableText, v.maxLength(max));

/** Rich-text documents (Lexical JSON): deep enough for any editor state, shallow enough for every parser. */
export const RICH_TEXT_MAX_DEPTH = 100;
export const RICH_TEXT_MAX_BYTES = 256 * 1024;

/** Depth, size and storability of a JSON value, walked without recursion (a 10,000-level document cannot overflow the stack). */
export function richTextProblem(value: unknown, maxDepth = RICH_TEXT_MAX_DEPTH, maxBytes = RICH_TEXT_MAX_BYTES): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let bytes = 0;
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    const { value: current, depth } = item;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return 'text contains NUL or a lone surrogate';
      bytes += current.length + 2;
    } else if (current !== null && typeof current === 'object') {
      if (depth >= maxDepth) return `nested deeper than ${maxDepth}`;
      const entries = Array.isArray(current) ? current.map((x) => ['', x] as const) : Object.entries(current);
      for (const [key, child] of entries) {
        if (!isStorableText(key)) return 'key contains NUL or a lone surrogate';
        bytes += key.length + 4;
        stack.push({ value: child, depth: depth + 1 });
      }
    } else {
      bytes += 8;
    }
    if (bytes > maxBytes) return `larger than ${maxBytes} bytes`;
  }
  return null;
}

/** Pipe action: the whole value (kept as JSON, e.g. in a jsonb column) within rich-text depth and size, every string storable. */
export const storableJson = <T>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = richTextProblem(dataset.value);
    if (problem) addIssue({ message: `JSON ${problem}` });
  });

/** A rich-text document: a JSON object whose depth, size and strings are checked (decision 0031). */
export const RichText = v.pipe(
  v.custom<Record<string, unknown>>((input) => input !== null && typeof input === 'object' && !Array.isArray(input), 'not a JSON object'),
  storableJson<Record<string, unknown>>(),
);
