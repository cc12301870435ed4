import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as list from '../admin-kit/admin-list.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const range = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.lg, flexWrap: 'wrap' });
export const queues = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: vars.space.md });
export const queue = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  ...recipe.card,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const queueAlert = style({ borderColor: vars.color.danger });
export const number = style({ fontSize: vars.fontSize.xl, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const charts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(480px, 1fr))', gap: vars.space.md });
export const figure = style({ margin: 0, padding: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.sm, ...recipe.card });
export const wide = style({ gridColumn: '1 / -1' });
export const figureHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const figureTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });
export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.xs });
export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const swatch = style({ width: 14, height: 3, borderRadius: 2 });
export const num = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
/** A range preset: the kit's chip as a link, the current one filled. */
export const preset = style([
  list.chip,
  {
    display: 'inline-flex',
    alignItems: 'center',
    textDecoration: 'none',
    selectors: {
      '&[aria-current="page"]': { background: vars.color.brandStrong, borderColor: vars.color.brandStrong, color: vars.color.onBrand, fontWeight: 700 },
    },
  },
]);
