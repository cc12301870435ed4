import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const banner = style({
  position: 'sticky',
  top: 0,
  zIndex: 1050,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

/** The page's own output stays mounted (its queries resume online) but is not shown over the notice. */
export const contents = style({ display: 'contents' });
export const hidden = style({ display: 'none' });

export const unsaved = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: 640,
  margin: '0 auto',
  padding: vars.space.lg,
  lineHeight: 1.6,
});
export const unsavedTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, margin: 0 });
export const unsavedLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  fontWeight: 600,
  color: vars.color.brandStrong,
});
