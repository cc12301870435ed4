import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import * as recipe from './recipes.ts';

/** A card of /main with its header row and round icon: the parent's cards and the expert's queue (decision 0027) share it. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  ...recipe.card,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});
export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const headIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
});
