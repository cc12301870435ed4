import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: 640, width: '100%', margin: '0 auto' });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  ...recipe.card,
  padding: vars.space.lg,
  boxShadow: vars.shadow.card,
});
export const intro = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });
export const cover = style({
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  width: 64,
  height: 88,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderRadius: `${vars.radius.sm} ${vars.radius.md} ${vars.radius.md} ${vars.radius.sm}`,
  background: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.background})`,
  borderLeft: `4px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.card,
  color: vars.color.brandStrong,
  fontSize: 9,
  fontWeight: 700,
  lineHeight: 1.3,
  overflow: 'hidden',
});
export const coverName = style({ fontSize: 11, color: vars.color.text, overflowWrap: 'anywhere' });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
export const subheading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.6 });
export const fieldset = style({ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  ...recipe.frame,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked), &[aria-pressed="true"]': {
      background: vars.color.brandSoft,
      borderColor: vars.color.brand,
      color: vars.color.brandStrong,
      fontWeight: 600,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const chipInput = style({ position: 'absolute', opacity: 0, width: 1, height: 1, pointerEvents: 'none' });
export const dates = style({ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'end', gap: vars.space.sm });
export const tilde = style({ paddingBottom: vars.space.md, color: vars.color.textMuted });
export const count = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 48,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});
export const countNumber = style({ fontWeight: 700, color: vars.color.brandStrong });
export const problem = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
export const notice = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  lineHeight: 1.6,
});
export const track = style({ height: 12, borderRadius: vars.radius.full, background: vars.color.surfaceMuted, overflow: 'hidden' });
const shimmer = keyframes({ from: { backgroundPosition: '0 0' }, to: { backgroundPosition: '40px 0' } });
export const bar = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: `repeating-linear-gradient(45deg, ${vars.color.brand}, ${vars.color.brand} 10px, ${vars.color.brandStrong} 10px, ${vars.color.brandStrong} 20px)`,
  backgroundSize: '40px 100%',
  transition: 'width 400ms ease',
  animation: `${shimmer} 1s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', transition: 'none' } },
});
export const progressLine = style({ display: 'flex', justifyContent: 'space-between', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const percent = style({ fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.brandStrong });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  rowGap: vars.space.xs,
  columnGap: vars.space.lg,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const factTerm = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: 500 });
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const link = style({ color: vars.color.brandStrong, fontWeight: 600 });
export const visuallyHidden = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
