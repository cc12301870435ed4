import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const dialog = style({
  border: 0,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  width: 'min(90vw, 400px)',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.float,
  selectors: { '&::backdrop': { background: vars.color.overlay } },
});
/** A dialog that holds a table (the back office's record lists): wide, scrolling inside. */
export const wide = style({ width: 'min(92vw, 1000px)', maxHeight: '85vh', overflow: 'auto' });
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 700, marginBottom: vars.space.sm });
export const body = style({ color: vars.color.textMuted, marginBottom: vars.space.xl, whiteSpace: 'pre-line' });
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });
