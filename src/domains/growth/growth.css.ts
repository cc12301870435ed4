import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const cardHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  marginBottom: vars.space.md,
});
export const cardTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700 });
export const segmented = style({ display: 'inline-flex', padding: 2, borderRadius: vars.radius.full, background: vars.color.surfaceMuted, ...recipe.frame });
export const segment = style({
  minHeight: 36,
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.surface, color: vars.color.brandStrong, boxShadow: vars.shadow.card } },
});
export const chartBox = style({ position: 'relative', width: '100%', minHeight: 280 });
export const chartLoading = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 280 });
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: 'none',
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const swatch = style({ display: 'inline-block', width: 18, height: 10, borderRadius: 3, flexShrink: 0 });
export const swatchChild = style({ background: vars.color.brandStrong });
export const swatchMedian = style({ height: 3, background: vars.color.accent });
export const swatchInner = style({ background: `color-mix(in srgb, ${vars.color.accent} 30%, transparent)` });
export const swatchOuter = style({ background: `color-mix(in srgb, ${vars.color.accent} 12%, transparent)`, border: `1px dashed ${vars.color.accent}` });
export const figure = style({ margin: 0 });
export const note = style({ marginTop: vars.space.sm, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});
export const emptyTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700, color: vars.color.text });
export const fieldsGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: vars.space.md });
export const unit = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 32,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
export const formActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const grow = style({ flex: 1 });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});
export const itemHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const itemDate = style({ fontWeight: 700 });
export const itemAge = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 400, marginLeft: vars.space.sm });
export const list = style({ margin: 0, padding: 0, listStyle: 'none' });
export const itemNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const itemValues = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 2, fontSize: vars.fontSize.sm });
export const itemActions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });
export const linkButton = style({
  border: 0,
  background: 'transparent',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: 36,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  textDecoration: 'underline',
});
export const dangerLink = style([linkButton, { color: vars.color.danger }]);
