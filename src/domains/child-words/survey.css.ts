import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
export const welcome = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
});
export const welcomeTitle = style({ fontSize: vars.fontSize.xl, fontWeight: 800, lineHeight: 1.35 });
export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  ...recipe.frame,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { background: vars.color.brandSoft, borderColor: vars.color.brand, color: vars.color.brandStrong, fontWeight: 700 },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const chipInput = style({ width: 16, height: 16, margin: 0, accentColor: vars.color.brandStrong });
export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: vars.space.md });
export const note = style({
  width: '100%',
  minHeight: 96,
  padding: vars.space.md,
  ...recipe.tile,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  resize: 'vertical',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });
export const saved = style({ color: vars.color.success, fontSize: vars.fontSize.sm, fontWeight: 600 });
