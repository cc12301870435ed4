import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const doc = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, padding: vars.space.xl, lineHeight: 1.7 });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const heading = style({ fontSize: vars.fontSize.md, fontWeight: 700 });
export const list = style({ margin: 0, paddingLeft: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const notice = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
});
