import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const gallery = style({
  listStyle: 'none',
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
});
/** A thumbnail is a button: it opens the photo whole. The thumbnail shows the whole photo too (contain, not a crop). */
export const thumb = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  cursor: 'zoom-in',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: 2 } },
});
export const thumbImg = style({ width: '100%', height: '100%', objectFit: 'contain', display: 'block' });
export const viewer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const viewerHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const viewerTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, margin: 0 });
/** The photo at its own size, shrunk only to fit the screen. */
export const full = style({ display: 'block', maxWidth: '100%', maxHeight: '68vh', margin: '0 auto', objectFit: 'contain' });
export const viewerNav = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
