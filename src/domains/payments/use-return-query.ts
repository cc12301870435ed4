import { useState } from 'react';

/**
 * The query Toss appends to the success and fail URLs, as the raw strings it sent (the router's own
 * search parsing would turn `amount=10000` into a number and an all-digit id too). These pages are
 * entered by Toss's redirect, so the address is read once, here rather than by the route, and the
 * entry chunk carries none of it.
 */
export function useReturnQuery<K extends string>(keys: readonly K[]): Partial<Record<K, string>> {
  const [query] = useState(() => {
    const params = new URLSearchParams(globalThis.location?.search ?? '');
    const out: Partial<Record<K, string>> = {};
    for (const key of keys) {
      const value = params.get(key);
      if (value !== null) out[key] = value;
    }
    return out;
  });
  return query;
}
