import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const flash = style({
  position: 'fixed',
  left: '50%',
  transform: 'translateX(-50%)',
  top: `calc(56px + ${vars.space.md})`,
  zIndex: 1100,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.float,
  width: 'max-content',
  maxWidth: 'calc(100vw - 32px)',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
export const close = style({ border: 0, background: 'transparent', color: 'inherit', fontSize: vars.fontSize.md, cursor: 'pointer', minWidth: 32, minHeight: 32 });
