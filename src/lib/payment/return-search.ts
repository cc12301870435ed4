/**
 * The query Toss appends to the success and fail URLs, read as strings. The router parses search
 * values as JSON, so `amount=10000` arrives as a number and an all-digit id could too.
 */
export function searchText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function pickSearchText<K extends string>(search: Record<string, unknown>, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = searchText(search[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** An amount as Toss appends it: kept as the router parsed it (a number), so the URL is not rewritten. */
export function searchAmount(value: unknown): number | string | undefined {
  return typeof value === 'number' || typeof value === 'string' ? value : undefined;
}
