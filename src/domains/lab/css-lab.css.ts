import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

/** The specimens of /test/css-test: each box is built from the theme's own recipes (styles/recipes.ts). */
export const grid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const swatch = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.sm, ...recipe.tile, fontSize: vars.fontSize.xs });
export const chip = style({ height: 40, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}` });
export const tokenName = style({ fontWeight: 700, fontSize: vars.fontSize.sm, wordBreak: 'break-all' });
export const tokenValue = style({ color: vars.color.textMuted, fontFamily: 'ui-monospace, monospace', wordBreak: 'break-all' });
export const rows = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, fontSize: vars.fontSize.sm });
export const rowLabel = style({ minWidth: 88, color: vars.color.textMuted, fontFamily: 'ui-monospace, monospace', fontSize: vars.fontSize.xs });
export const bar = style({ height: 16, background: vars.color.brand, borderRadius: vars.radius.sm });
export const radiusBox = style({ width: 56, height: 40, background: vars.color.brandSoft, border: `1px solid ${vars.color.brand}` });
export const wrap = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const card = style({ ...recipe.card, padding: vars.space.lg, boxShadow: vars.shadow.card });
export const tile = style({ ...recipe.tile, padding: vars.space.md });
export const empty = style({ ...recipe.emptyState, padding: vars.space.xl });
export const badge = style(recipe.badge);
export const framed = style({ ...recipe.frame, borderRadius: vars.radius.sm, padding: vars.space.sm });
export const recipeName = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontFamily: 'ui-monospace, monospace' });
export const wrapList = style([wrap, { listStyle: 'none', margin: 0, padding: 0 }]);
