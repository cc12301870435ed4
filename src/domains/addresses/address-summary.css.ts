import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const summary = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const name = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  overflowWrap: 'anywhere',
});
export const badge = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
export const line = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.text, overflowWrap: 'anywhere' });
export const muted = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
