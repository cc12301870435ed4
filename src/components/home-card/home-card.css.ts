import { keyframes, style } from '@vanilla-extract/css';
import { hitArea } from '../../styles/recipes.ts';
import { vars } from '../../styles/theme.css.ts';

// The card, its header row and round icon are /main's, shared with the expert's queue.
export { card, head, headIcon } from '../../styles/home-panel.css.ts';
export const title = style({ fontSize: vars.fontSize.md, fontWeight: 700, flex: 1, minWidth: 0 });
export const more = style({
  ...hitArea,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const name = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
export const sub = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.6 });
export const prompt = style({ fontSize: vars.fontSize.md, fontWeight: 600, lineHeight: 1.5, overflowWrap: 'anywhere' });
/** A button-like link that keeps its own width in a column. */
export const start = style({ alignSelf: 'flex-start' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** Height and weight side by side, each with its WHO percentile. */
export const stats = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm, margin: 0 });
export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: 600 });
export const statValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 800, fontVariantNumeric: 'tabular-nums' });
export const statNote = style({ margin: 0, color: vars.color.brandStrong, fontSize: vars.fontSize.xs, fontWeight: 700 });

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });
export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const skeletonLine = style({
  height: 14,
  width: '70%',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: { '&:first-child': { height: 20, width: '45%' } },
});
export const error = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' });
