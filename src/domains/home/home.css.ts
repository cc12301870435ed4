import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg, paddingBottom: 96 });
export const greeting = style({ fontSize: vars.fontSize.xl, fontWeight: 700, paddingTop: vars.space.md });

/** Child chips: one row, scrolling sideways when there are many children. */
export const switcher = style({ display: 'flex', gap: vars.space.sm, overflowX: 'auto', padding: '2px', margin: '-2px', scrollbarWidth: 'none' });
export const switchChip = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 40,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.full,
  ...recipe.frame,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brandStrong, borderColor: vars.color.brandStrong, color: vars.color.onBrand },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
export const switchNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const childCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
});
export const childText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, flex: 1 });
export const childName = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
export const age = style({ fontSize: vars.fontSize.xxl, fontWeight: 800, color: vars.color.brandStrong, fontVariantNumeric: 'tabular-nums' });
export const childLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  marginTop: vars.space.xs,
  minHeight: 32,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: 'none',
});

/** One column on a phone, two from a tablet on. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@media': { 'screen and (min-width: 720px)': { gridTemplateColumns: '1fr 1fr' } },
});
export const wide = style({ gridColumn: '1 / -1' });

export const diary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  ...recipe.card,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
});
export const diaryIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
});

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: vars.space.md });
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  ...recipe.card,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
});
export const tileIcon = style({ color: vars.color.brand });
export const intro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md, lineHeight: 1.6, marginTop: `calc(-1 * ${vars.space.sm})` });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 400 });
