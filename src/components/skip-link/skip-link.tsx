import { Trans } from '@lingui/react/macro';
import { skip } from './skip-link.css.ts';

/** First focusable element: jumps over navigation to the page content (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <a className={skip} href="#content">
      <Trans>Skip to content</Trans>
    </a>
  );
}
