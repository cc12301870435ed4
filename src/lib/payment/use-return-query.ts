import { useLocation } from '@tanstack/react-router';
import { useMemo } from 'react';

/**
 * The query Toss appends to the success and fail URLs, as the raw strings it sent (the router's own
 * search parsing would turn `amount=10000` into a number and an all-digit id too). Read here rather
 * than by the route, so that the entry chunk carries none of it.
 */
export function useReturnQuery<K extends string>(keys: readonly K[]): Partial<Record<K, string>> {
  const searchStr = useLocation({ select: (location) => location.searchStr });
  return useMemo(() => {
    const params = new URLSearchParams(searchStr);
    const out: Partial<Record<K, string>> = {};
    for (const key of keys) {
      const value = params.get(key);
      if (value !== null) out[key] = value;
    }
    return out;
  }, [searchStr, keys]);
}
