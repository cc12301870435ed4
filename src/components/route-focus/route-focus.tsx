import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** After a page change, focus moves to the page content so screen readers announce the new page. */
export function RouteFocus() {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    // The first page of a visit keeps the browser's own focus handling.
    if (before === undefined || pathname === undefined || before === pathname) return;
    const frame = requestAnimationFrame(() => {
      const content = document.getElementById('content');
      const target = content?.querySelector<HTMLElement>('h1') ?? content;
      if (!target || target.contains(document.activeElement)) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}
