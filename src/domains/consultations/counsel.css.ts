import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const card = style({ ...recipe.card, padding: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const steps = style({ margin: 0, paddingLeft: '1.2em', display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const price = style({ fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.brandStrong });
export const item = style({ display: 'flex', flexDirection: 'column', gap: 4, padding: `${vars.space.md} 0`, borderBottom: `1px solid ${vars.color.border}` });
export const itemHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const state = style({ ...recipe.badge, whiteSpace: 'nowrap' });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
/** A request's link to its payment: a finger-sized target, only as wide as its words. */
export const detailLink = style({ display: 'inline-flex', alignItems: 'center', alignSelf: 'flex-start', minHeight: 44 });
export const words = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const textarea = style({
  minHeight: 120,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  font: 'inherit',
  resize: 'vertical',
});
export const times = style({ border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const time = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 44 });
