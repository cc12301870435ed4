import { Trans } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useLayoutEffect } from 'react';
import { dismissSplash } from '../../lib/ui/app-splash.ts';
import { isChunkLoadError, reloadOnceForChunk } from '../../lib/ui/chunk-reload.ts';
import { Button } from '../button/button.tsx';
import * as css from './route-error.css.ts';

/** A route failed to render or load; a missing chunk (new deploy) reloads the page once (SPEC §2). */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const chunk = isChunkLoadError(error);
  // A failure at the root renders this in place of the page that would have let the splash go.
  useLayoutEffect(() => dismissSplash(), []);
  useEffect(() => {
    if (chunk) reloadOnceForChunk();
  }, [chunk]);
  return (
    <section className={css.notice} role="alert">
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        <Trans>The page could not be shown. Please try again.</Trans>
      </p>
      <Button onClick={() => (chunk ? window.location.reload() : reset())}>
        <Trans>Try again</Trans>
      </Button>
    </section>
  );
}
