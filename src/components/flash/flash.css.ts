import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const flash = style({
  position: 'fixed',
  left: '50%',
  transform: 'translateX(-50%)',
  // Above the bottom navigation, never over the page's top card that the message is about
  // (the paid or cancelled status right under the header; decision 0035).
  bottom: `calc(${vars.layout.bottomNav} + ${vars.space.lg} + env(safe-area-inset-bottom))`,
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
export const close = style({
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  minWidth: 32,
  minHeight: 32,
});
