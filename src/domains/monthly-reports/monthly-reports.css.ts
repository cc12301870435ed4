import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  minHeight: 56,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
export const itemText = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minWidth: 0 });
export const itemTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontWeight: 700 });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
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
});
export const state = style({ ...recipe.badge, whiteSpace: 'nowrap' });
export const chips = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const chip = style({ ...recipe.filterChip });
export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xxl,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const areas = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const area = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const areaName = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const areaFigure = style({ fontWeight: 700, lineHeight: 1.5 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, { padding: '4px 6px', borderBottom: `1px solid ${vars.color.border}`, textAlign: 'right' });
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'left' });
export const change = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const offer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const textarea = style({
  width: '100%',
  minHeight: 88,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  lineHeight: 1.6,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const feedbackText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.6 });
