import { style } from '@vanilla-extract/css';
import * as recipe from '../../styles/recipes.ts';
import { vars } from '../../styles/theme.css.ts';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const week = style({ fontSize: vars.fontSize.xl, fontWeight: 800, color: vars.color.brandStrong });
export const select = style({
  ...recipe.tile,
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });
export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const entryHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const content = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.6 });
export const articles = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const article = style({
  ...recipe.tile,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  color: vars.color.text,
  textDecoration: 'none',
});
