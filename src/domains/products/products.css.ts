import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  ...recipe.card,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const thumb = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', background: vars.color.surfaceMuted });
export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md });
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, lineHeight: 1.4, overflowWrap: 'anywhere' });
export const price = style({ fontSize: vars.fontSize.md, fontWeight: 700, color: vars.color.brandStrong });
export const more = style({ alignSelf: 'center' });
export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  ...recipe.emptyState,
});

/** The detail page: picture beside the buying box on a wide screen, stacked on a phone. */
export const detail = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});
export const hero = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});
export const buyBox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700, lineHeight: 1.35, overflowWrap: 'anywhere' });
export const unitPrice = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.brandStrong });
export const totalRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
export const totalLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const total = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const stepper = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const stepperLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const stepperControls = style({ display: 'inline-flex', alignItems: 'center', ...recipe.frame, borderRadius: vars.radius.md, overflow: 'hidden' });
export const stepperButton = style({
  width: 44,
  height: 44,
  border: 0,
  background: vars.color.surface,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { color: vars.color.border, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});
export const stepperValue = style({ minWidth: 44, textAlign: 'center', fontWeight: 700 });

export const info = style({ lineHeight: 1.7, overflowWrap: 'anywhere' });
globalStyle(`${info} h2`, { fontSize: vars.fontSize.lg, margin: `${vars.space.md} 0 ${vars.space.xs}` });
globalStyle(`${info} h3`, { fontSize: vars.fontSize.md, margin: `${vars.space.md} 0 ${vars.space.xs}` });
globalStyle(`${info} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${info} ul, ${info} ol`, { margin: `0 0 ${vars.space.sm}`, paddingLeft: '1.4em' });
globalStyle(`${info} blockquote`, {
  margin: `${vars.space.sm} 0`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.brand}`,
  color: vars.color.textMuted,
});
export const bold = style({ fontWeight: 700 });
export const italic = style({ fontStyle: 'italic' });
export const underline = style({ textDecoration: 'underline' });
export const strike = style({ textDecoration: 'line-through' });

export const shelf = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: `0 ${vars.space.lg}`,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  color: vars.color.text,
  textDecoration: 'none',
});
export const shelfIcon = style({ color: vars.color.brandStrong, flexShrink: 0 });
export const shelfText = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1 });
export const shelfTitle = style({ fontWeight: 700 });
