import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const header = style({
  position: 'sticky',
  // Below the offline banner while it shows (offline-banner.tsx sets the variable), never behind it.
  top: 'var(--offline-banner-height, 0px)',
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 56,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  marginLeft: `calc(-1 * ${vars.space.sm})`,
  border: 0,
  background: 'transparent',
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  borderRadius: vars.radius.full,
});
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg });
export const card = style({
  ...recipe.card,
  padding: vars.space.lg,
  boxShadow: vars.shadow.card,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const sectionTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700, marginBottom: vars.space.sm });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: 52,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});
export const definition = style({ display: 'grid', gridTemplateColumns: '7em 1fr', rowGap: vars.space.md, columnGap: vars.space.md, margin: 0 });
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const value = style({ margin: 0, fontWeight: 500 });
export const contents = style({ display: 'contents' });
export const headerActions = style({ marginLeft: 'auto' });
