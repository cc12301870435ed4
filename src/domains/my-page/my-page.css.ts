import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const profile = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const avatar = style({
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 28,
});
export const name = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: 52,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
});
export const chevron = style({ color: vars.color.textMuted });
export const rowText = style({ display: 'flex', flexDirection: 'column', gap: 2 });
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const timeRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const timeInput = style({
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  ...recipe.tile,
});
export const keepWhole = style({ flexShrink: 0, whiteSpace: 'nowrap' });
export const menuLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const unreadDot = style({ width: 8, height: 8, borderRadius: vars.radius.full, background: vars.color.danger });
/** A link inside a sentence (고객센터 on the profile): underlined, and as tall as a tap target. */
export const inlineLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: 44, color: vars.color.brandStrong, fontWeight: 700 });
