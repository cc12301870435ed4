import { style } from '@vanilla-extract/css';
import * as recipe from '../../styles/recipes.ts';
import { vars } from '../../styles/theme.css.ts';

/** The one-tap buttons: three to a row on a phone, each a finger's size (decision 0098). */
export const taps = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const tap = style({
  ...recipe.tile,
  width: '100%',
  minHeight: 56,
  padding: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  lineHeight: 1.3,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brandSoft, borderColor: vars.color.brand, color: vars.color.brandStrong },
    '&:disabled': { cursor: 'progress', opacity: 0.6 },
  },
});
