import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to a back-office list with its filter as search parameters (decision 0044). The lists are
 * other domains' routes, some with search parameters agreed but not yet typed on this branch, so
 * the target is an href; a plain click navigates inside the app, a modified click opens it as usual.
 */
export function listHref(path: string, params: Record<string, string | number>): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${path}?${query}` : path;
}

type Props = { path: string; params: Record<string, string | number>; className?: string; children: ReactNode };

export function ListLink({ path, params, className, children }: Props) {
  const router = useRouter();
  const href = listHref(path, params);
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} className={className} onClick={go}>
      {children}
    </a>
  );
}
