import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

/** The search fills a phone's screen at most; its results scroll inside it (390 × 844). */
export const sheet = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxHeight: '80vh' });
export const form = style({ display: 'flex', flexDirection: 'column' });
export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, overflowY: 'auto', minHeight: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const pick = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 2,
  width: '100%',
  minHeight: 44,
  padding: vars.space.md,
  ...recipe.tile,
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const postal = style({ color: vars.color.brandStrong, fontSize: vars.fontSize.sm, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const road = style({ fontSize: vars.fontSize.md, fontWeight: 600, overflowWrap: 'anywhere' });
export const jibun = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.6 });
