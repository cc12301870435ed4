import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.lg,
  ...recipe.card,
  boxShadow: vars.shadow.card,
});
export const defaultCard = style({ borderColor: vars.color.brand });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: 'auto' });
export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  ...recipe.emptyState,
});
export const emptyIcon = style({ color: vars.color.brand });
export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, color: vars.color.text });
export const status = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: 560 });
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const postal = style({ maxWidth: 320 });
export const hint = style({ margin: `${vars.space.xs} 0 0 30px`, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
