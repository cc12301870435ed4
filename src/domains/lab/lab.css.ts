import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.brandSoft, borderColor: vars.color.brand, color: vars.color.brandStrong, fontWeight: 700 } },
});
export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.6 });
export const section = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg, ...recipe.card });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'right' });
export const headCell = style([cell, { color: vars.color.textMuted, fontWeight: 600 }]);
export const firstCell = style([cell, { textAlign: 'left' }]);
export const output = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
});
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const headFirstCell = style([headCell, { textAlign: 'left' }]);
