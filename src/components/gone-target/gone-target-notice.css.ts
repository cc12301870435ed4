import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
