import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** Where the member last pressed or typed (capture phase, so every tap and key counts). */
let lastPressed: EventTarget | null = null;
const remember = (event: Event) => {
  lastPressed = event.target;
};

/**
 * After a page change, focus moves to the page content so screen readers announce the new page,
 * unless the member already pressed something on the new page (a menu they opened would close as
 * focus left it): the control they pressed on the page before is gone by then, one on this page is not.
 */
export function RouteFocus() {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    document.addEventListener('pointerdown', remember, true);
    document.addEventListener('keydown', remember, true);
    return () => {
      document.removeEventListener('pointerdown', remember, true);
      document.removeEventListener('keydown', remember, true);
    };
  }, []);
  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    // The first page of a visit keeps the browser's own focus handling.
    if (before === undefined || pathname === undefined || before === pathname) return;
    const frame = requestAnimationFrame(() => {
      const content = document.getElementById('content');
      const target = content?.querySelector<HTMLElement>('h1') ?? content;
      const pressedHere = lastPressed instanceof Node && lastPressed.isConnected && lastPressed !== content && Boolean(content?.contains(lastPressed));
      if (!target || pressedHere || target.contains(document.activeElement)) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}
