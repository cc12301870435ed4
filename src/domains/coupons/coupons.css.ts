import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const tabs = style({ display: 'flex', gap: vars.space.xs, padding: vars.space.xs, borderRadius: vars.radius.full, background: vars.color.surfaceMuted });
export const tab = style({
  flex: 1,
  minHeight: 40,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.color.surface, color: vars.color.brandStrong, boxShadow: vars.shadow.card } },
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
});
export const coupon = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.lg,
  padding: vars.space.lg,
  ...recipe.card,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
});
export const spent = style({ opacity: 0.7 });
export const badge = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 72,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textAlign: 'center',
  gap: 2,
});
export const badgeMuted = style({ background: vars.color.surfaceMuted, color: vars.color.textMuted });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: 1 });
export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const name = style({ fontSize: vars.fontSize.md, fontWeight: 700, overflowWrap: 'anywhere' });
export const kind = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
const chipBase = { padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.full, fontSize: vars.fontSize.xs, fontWeight: 700 } as const;
export const status = styleVariants({
  AVAILABLE: { ...chipBase, background: vars.color.accentSoft, color: vars.color.success },
  USED: { ...chipBase, background: vars.color.surfaceMuted, color: vars.color.textMuted },
  EXPIRED: { ...chipBase, background: vars.color.dangerSoft, color: vars.color.danger },
});
export const dday = style({ fontSize: vars.fontSize.sm, fontWeight: 700, color: vars.color.brandStrong });
export const empty = style({
  padding: vars.space.xl,
  ...recipe.emptyState,
  fontSize: vars.fontSize.sm,
});
