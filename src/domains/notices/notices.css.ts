import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const chips = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  minHeight: 44,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
export const meta = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const title = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontWeight: 600, lineHeight: 1.5, overflowWrap: 'anywhere' });
export const readTitle = style({ fontWeight: 400, color: vars.color.textMuted });
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 20,
  height: 20,
  padding: '0 5px',
  borderRadius: vars.radius.full,
  background: vars.color.brandStrong,
  color: vars.color.surface,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  flexShrink: 0,
});
export const pinned = style({ color: vars.color.brandStrong, fontWeight: 700 });
export const dot = style({ width: 8, height: 8, borderRadius: vars.radius.full, background: vars.color.danger, flexShrink: 0 });
export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xxl,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: 700, lineHeight: 1.4, overflowWrap: 'anywhere' });
export const filter = style({ ...recipe.filterChip });
