import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const skip = style({
  position: 'absolute',
  left: vars.space.sm,
  top: -100,
  zIndex: 2000,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.surface,
  selectors: { '&:focus': { top: vars.space.sm } },
});
