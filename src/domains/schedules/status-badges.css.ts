import { style } from '@vanilla-extract/css';
import { chipBase, chipTone } from '../../components/chip/chip.css.ts';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const badges = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

export const chip = {
  done: chipTone.success,
  due: chipTone.strong,
  overdue: chipTone.danger,
  upcoming: chipTone.neutral,
  skipped: chipTone.neutral,
};
export const dday = style([chipBase, { ...recipe.frame, background: vars.color.surface, color: vars.color.text, fontVariantNumeric: 'tabular-nums' }]);
