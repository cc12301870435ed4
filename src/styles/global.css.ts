import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  WebkitTextSizeAdjust: '100%',
  WebkitTapHighlightColor: 'transparent',
});

/** SPEC §9: no text selection or callout app-wide, except where people type. */
globalStyle('body', {
  userSelect: 'none',
  WebkitUserSelect: 'none',
  WebkitTouchCallout: 'none',
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});
globalStyle('input, textarea, select, [contenteditable="true"], [contenteditable=""]', {
  userSelect: 'text',
  WebkitUserSelect: 'text',
  WebkitTouchCallout: 'default',
});

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.brandStrong });
globalStyle('h1, h2, h3, p', { margin: 0 });
globalStyle('img', { maxWidth: '100%', display: 'block' });

/** Visible focus for keyboard users (WCAG 2.4.7). */
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  borderRadius: vars.radius.sm,
});

globalStyle('.visually-hidden', {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Headings focused programmatically after navigation are not controls: no ring. */
globalStyle('h1[tabindex="-1"]:focus, main[tabindex="-1"]:focus', { outline: 'none' });

/**
 * The app shell's splash (index.html): the logo and the name where /auth/sign-in shows them
 * (src/domains/auth/auth.css.ts hero), painted before any script runs, over the page until its
 * first render (src/lib/ui/app-splash.ts).
 */
globalStyle('.app-splash', {
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  background: vars.color.background,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.xl}`,
});
globalStyle('.app-splash img', { borderRadius: 20 });
globalStyle('.app-splash-name', { fontSize: vars.fontSize.xxl, fontWeight: 800, color: vars.color.brandStrong });
