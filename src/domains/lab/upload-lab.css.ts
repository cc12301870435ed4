import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const pick = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  justifySelf: 'start',
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brandStrong,
  background: vars.color.surface,
  fontWeight: 600,
  cursor: 'pointer',
  position: 'relative',
  selectors: { '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
/** The native input stays in the label (keyboard and screen readers reach it); the label is what shows. */
export const input = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, cursor: 'pointer' });
export const progressRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm });
export const progress = style({ flex: 1, height: 10, accentColor: vars.color.brand });
export const error = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
export const ok = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
});
