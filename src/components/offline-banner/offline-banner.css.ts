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
