import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const toast = style({
  position: 'fixed',
  left: '50%',
  transform: 'translateX(-50%)',
  bottom: `calc(${vars.layout.bottomNav} + ${vars.space.xl})`,
  zIndex: 1100,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.float,
  maxWidth: 'calc(100vw - 32px)',
});
