import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const card = style({ ...recipe.card, padding: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const words = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const price = style({ fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.brandStrong, margin: 0 });
export const state = style({ ...recipe.badge, whiteSpace: 'nowrap' });
export const list = style({ margin: 0, paddingLeft: '1.2em', display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const item = style({ display: 'flex', flexDirection: 'column', gap: 4, padding: `${vars.space.md} 0`, borderBottom: `1px solid ${vars.color.border}` });
export const itemHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const notice = style({ ...recipe.tile, padding: vars.space.md, margin: 0 });
export const access = style({ ...recipe.tile, padding: vars.space.md, fontFamily: 'monospace', overflowWrap: 'anywhere', margin: 0 });
export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const step = style({ display: 'flex', gap: vars.space.sm, alignItems: 'baseline' });
export const stepDone = style({ color: vars.color.brandStrong, fontWeight: 700 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const select = style({
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  font: 'inherit',
});
export const milestones = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
/** A milestone, then its two answers ('해요' / '아직이에요') under it, each a 44 px tap target. */
export const milestone = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, paddingTop: vars.space.xs });
export const answer = style({ minHeight: 44, alignItems: 'center' });
