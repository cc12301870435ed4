import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

const avatarBase = style({
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  flexShrink: 0,
  objectFit: 'cover',
  border: `2px solid ${vars.color.surface}`,
});
export const avatar = styleVariants({
  sm: [avatarBase, { width: 48, height: 48, background: vars.color.brandSoft }],
  md: [avatarBase, { width: 72, height: 72 }],
  lg: [avatarBase, { width: 112, height: 112, background: vars.color.brandSoft }],
});
