import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const chips = style({ display: 'flex', gap: vars.space.xs, overflowX: 'auto', paddingBottom: 2 });
export const chip = style({ flexShrink: 0, ...recipe.filterChip });
export const search = style({ display: 'flex', gap: vars.space.sm });
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  background: vars.color.surface,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const card = style({
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  gap: vars.space.md,
  alignItems: 'start',
  color: vars.color.text,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
export const thumb = style({ width: 96, height: 64, objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.surfaceMuted });
export const cardTitle = style({ fontWeight: 700, lineHeight: 1.45, overflowWrap: 'anywhere' });
export const cardSummary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.5, marginTop: 2 });
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  marginTop: vars.space.xs,
});
export const notice = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});
export const hero = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});
export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: 800, lineHeight: 1.35, overflowWrap: 'anywhere' });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const tag = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.brandStrong,
  background: vars.color.brandSoft,
  borderRadius: vars.radius.full,
  padding: `2px ${vars.space.sm}`,
});
export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  color: vars.color.textMuted,
  textAlign: 'center',
});
